import type { ReactNode } from 'react'
import { Button } from '@/ui/button/button'
import { AlertIcon } from '@/ui/primitives/icons'
import { StyledState, StyledStateIcon, StyledStateText, StyledStateTitle } from './state-styles'

export interface ErrorStateProps {
  title?: ReactNode
  message?: ReactNode
  /** Shows a retry button (e.g. a query's refetch). */
  onRetry?: () => void
  retryLabel?: string
  /** True while the retry runs: the button shows it and ignores clicks. */
  retrying?: boolean
}

export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  retrying = false,
}: ErrorStateProps) {
  return (
    <StyledState role="alert">
      <StyledStateIcon $danger>
        <AlertIcon />
      </StyledStateIcon>
      <StyledStateTitle>{title}</StyledStateTitle>
      {message ? <StyledStateText>{message}</StyledStateText> : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      ) : null}
    </StyledState>
  )
}
