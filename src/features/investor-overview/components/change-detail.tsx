import styled from 'styled-components'
import { Icon } from '../../../ui'
import { changeDirection, changeWords, type ChangeDirection } from '../model/change'

const ARROWS: Record<ChangeDirection, string> = {
  up: 'M7 17L17 7M9 7h8v8',
  down: 'M7 7l10 10M17 9v8H9',
  flat: 'M5 12h14',
}

/**
 * The change's direction three ways at once: an arrow, the words ("Up 29.85%") and the
 * success or danger colour, so no one has to tell green from red.
 */
export function ChangeDetail({ amount, percent }: { amount: number; percent: number }) {
  const direction = changeDirection(amount)
  return (
    <StyledChange $direction={direction}>
      <Icon>
        <path d={ARROWS[direction]} />
      </Icon>
      <span>{changeWords(amount, percent)} on what you invested</span>
    </StyledChange>
  )
}

const StyledChange = styled.span<{ $direction: ChangeDirection }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $direction }) =>
    $direction === 'up'
      ? theme.colours.success
      : $direction === 'down'
        ? theme.colours.danger
        : theme.colours.textMuted};

  svg {
    flex: none;
    font-size: 1.1em;
  }
`
