import styled from 'styled-components'
import { VisuallyHidden } from '@/ui/primitives/visually-hidden'

/** SPEC §9: up to two digits; 100 or more reads "99+". */
export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(Math.max(0, Math.floor(count)))
}

export type BadgeTone = 'primary' | 'danger' | 'neutral'

export interface BadgeProps {
  count: number
  /** Full text for assistive technology, e.g. `${n} unread notifications`. */
  label?: string
  max?: number
  tone?: BadgeTone
  /** Render "0" instead of nothing. */
  showZero?: boolean
}

/** A count badge (e.g. on the notifications bell). */
export function Badge({ count, label, max = 99, tone = 'danger', showZero = false }: BadgeProps) {
  if (count <= 0 && !showZero) return null
  const text = formatBadgeCount(count, max)
  return (
    <StyledBadge $tone={tone}>
      {label ? (
        <>
          <span aria-hidden="true">{text}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        text
      )}
    </StyledBadge>
  )
}

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) =>
    ({
      primary: theme.colours.primary,
      danger: theme.colours.danger,
      neutral: theme.colours.border,
    })[$tone]};
  color: ${({ theme, $tone }) =>
    ({
      primary: theme.colours.onPrimary,
      danger: theme.colours.onDanger,
      neutral: theme.colours.text,
    })[$tone]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
`
