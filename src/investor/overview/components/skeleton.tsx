import type { ReactNode } from 'react'
import styled, { keyframes } from 'styled-components'
import { Stack, VisuallyHidden } from '@/ui'

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`

/** A grey block standing in for text or a figure while it loads. */
export const SkeletonBlock = styled.span<{ $width?: string; $height?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  max-width: 100%;
  height: ${({ $height = '14px' }) => $height};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colours.surfaceHover};
  animation: ${pulse} 1.6s ease-in-out infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`

/**
 * A section's placeholder in the shape of what is coming, so the page does not jump when it
 * arrives. Assistive technology hears the label once; the blocks themselves are hidden.
 */
export function SectionSkeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </div>
  )
}

/** Lines of a list item: a title and a shorter detail. */
export function SkeletonRows({ rows = 3 }: { rows?: number }) {
  return (
    <StyledRows>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i}>
          <SkeletonBlock $width="60%" $height="16px" />
          <SkeletonBlock $width="40%" />
        </div>
      ))}
    </StyledRows>
  )
}

const StyledRows = styled(Stack)`
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
`
