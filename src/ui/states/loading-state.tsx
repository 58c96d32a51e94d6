import { Spinner } from '@/ui/primitives/spinner'
import { VisuallyHidden } from '@/ui/primitives/visually-hidden'
import { StyledState } from './state-styles'

export interface LoadingStateProps {
  /** Read to assistive technology; shown too when `showLabel`. */
  label?: string
  showLabel?: boolean
}

export function LoadingState({ label = 'Loading…', showLabel = false }: LoadingStateProps) {
  return (
    <StyledState role="status">
      <Spinner $size={24} />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </StyledState>
  )
}
