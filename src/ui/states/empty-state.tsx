import type { ReactNode } from 'react'
import { InfoIcon } from '@/ui/primitives/icons'
import { StyledState, StyledStateIcon, StyledStateText, StyledStateTitle } from './state-styles'

export interface EmptyStateProps {
  title: ReactNode
  description?: ReactNode
  /** e.g. a "New investor" button. */
  action?: ReactNode
  icon?: ReactNode
}

export function EmptyState({ title, description, action, icon = <InfoIcon /> }: EmptyStateProps) {
  return (
    <StyledState>
      <StyledStateIcon>{icon}</StyledStateIcon>
      <StyledStateTitle>{title}</StyledStateTitle>
      {description ? <StyledStateText>{description}</StyledStateText> : null}
      {action}
    </StyledState>
  )
}
