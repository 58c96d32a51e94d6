import type { ReactNode } from 'react'
import styled from 'styled-components'

export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral'

export interface StatusBadgeProps {
  tone?: StatusTone
  children: ReactNode
}

/**
 * A record's status as a labelled pill ("Live - External", "Draft"). The text is the body
 * colour on a faint tint so it reads at AA whatever the tenant's palette; the tone is carried
 * by the tint and a dot, never by colour alone (the words say it).
 */
export function StatusBadge({ tone = 'neutral', children }: StatusBadgeProps) {
  return (
    <StyledStatus $tone={tone}>
      <StyledDot $tone={tone} aria-hidden="true" />
      {children}
    </StyledStatus>
  )
}

const StyledStatus = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) =>
    ({
      success: theme.colours.successSurface,
      info: theme.colours.primarySubtle,
      warning: theme.colours.warningSurface,
      danger: theme.colours.dangerSurface,
      neutral: theme.colours.surfaceSubtle,
    })[$tone]};
  color: ${({ theme }) => theme.colours.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: nowrap;
`

const StyledDot = styled.span<{ $tone: StatusTone }>`
  flex: none;
  width: 6px;
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $tone }) =>
    ({
      success: theme.colours.success,
      info: theme.colours.link,
      warning: theme.colours.warning,
      danger: theme.colours.danger,
      neutral: theme.colours.textMuted,
    })[$tone]};
`
