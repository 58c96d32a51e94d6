import styled, { keyframes } from 'styled-components'

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
`

/** Holds the chart's exact space while its code downloads, so nothing below it jumps. */
export function ChartSkeleton({ height }: { height: number }) {
  return <StyledSkeleton aria-hidden="true" data-chart-skeleton="" style={{ height }} />
}

const StyledSkeleton = styled.div`
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surfaceSubtle};
  animation: ${pulse} 900ms ease-in-out infinite alternate;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`
