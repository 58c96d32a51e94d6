import styled from 'styled-components'
import { Icon } from '../../../ui'
import { formatSignedGBP, formatSignedPercent } from '../model/format'
import type { Change } from '../model/valuation'

const UpIcon = () => (
  <Icon>
    <path d="M7 17L17 7M9 7h8v8" />
  </Icon>
)

const DownIcon = () => (
  <Icon>
    <path d="M7 7l10 10M17 9v8H9" />
  </Icon>
)

const FlatIcon = () => (
  <Icon>
    <path d="M5 12h14" />
  </Icon>
)

type Direction = 'up' | 'down' | 'flat'

export const directionOf = (amount: number): Direction =>
  amount > 0 ? 'up' : amount < 0 ? 'down' : 'flat'

/**
 * A gain or loss: the signed amount (and percent), an arrow and a colour, so it never rests on
 * colour alone.
 */
export function ChangeFigure({
  change,
  showAmount = true,
  neutral = false,
}: {
  change: Change
  showAmount?: boolean
  /** Arrow and sign only, muted: for figures where up is not necessarily good. */
  neutral?: boolean
}) {
  const direction = directionOf(change.amount)
  const percent = formatSignedPercent(change.percent)
  return (
    <StyledChange $direction={neutral ? 'flat' : direction}>
      {direction === 'up' ? <UpIcon /> : direction === 'down' ? <DownIcon /> : <FlatIcon />}
      {showAmount ? <span>{formatSignedGBP(change.amount)}</span> : null}
      {percent ? <span>{showAmount ? `(${percent})` : percent}</span> : null}
    </StyledChange>
  )
}

const StyledChange = styled.span<{ $direction: Direction }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $direction }) =>
    $direction === 'up'
      ? theme.colours.success
      : $direction === 'down'
        ? theme.colours.danger
        : theme.colours.textMuted};
`
