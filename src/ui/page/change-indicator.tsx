import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { ChangeDirection } from '@/lib/format'
import { Icon } from '@/ui/primitives/icons'

const ARROWS: Record<ChangeDirection, string> = {
  up: 'M7 17L17 7M9 7h8v8',
  down: 'M7 7l10 10M17 9v8H9',
  flat: 'M5 12h14',
}

export interface ChangeIndicatorProps {
  direction: ChangeDirection
  /** Arrow only, in the muted colour: for figures where up is not necessarily good. */
  muted?: boolean
  /** The change in words or figures ("Up 29.85%", "+£1,250 (+4%)"). */
  children: ReactNode
  className?: string
}

/**
 * A gain or loss three ways at once: an arrow, the caller's words or figures and the success
 * or danger colour, so no one has to tell green from red.
 */
export function ChangeIndicator({
  direction,
  muted = false,
  children,
  className,
}: ChangeIndicatorProps) {
  return (
    <StyledChange $tone={muted ? 'flat' : direction} className={className}>
      <Icon>
        <path d={ARROWS[direction]} />
      </Icon>
      {children}
    </StyledChange>
  )
}

const StyledChange = styled.span<{ $tone: ChangeDirection }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $tone }) =>
    $tone === 'up'
      ? theme.colours.success
      : $tone === 'down'
        ? theme.colours.danger
        : theme.colours.textMuted};

  svg {
    flex: none;
    font-size: 1.1em;
  }
`
