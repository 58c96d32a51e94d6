import styled from 'styled-components'

export interface ProgressBarProps {
  /** 0-100; clamped. */
  percent: number
  /** What is measured ("Raised so far"). */
  label: string
  /** The value as read aloud ("62% of target"); defaults to the rounded percent. */
  valueText?: string
}

/** A thin bar showing how far something has got (funds raised against a target). */
export function ProgressBar({ percent, label, valueText }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, Number.isFinite(percent) ? percent : 0))
  return (
    <StyledTrack
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      aria-valuetext={valueText ?? `${Math.round(value)}%`}
    >
      <StyledFill style={{ width: `${value}%` }} />
    </StyledTrack>
  )
}

const StyledTrack = styled.div`
  height: 8px;
  overflow: hidden;
  background: ${({ theme }) => theme.colours.surfaceSubtle};
  border-radius: ${({ theme }) => theme.radii.pill};
`

const StyledFill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colours.primary};
  border-radius: inherit;
  transition: width ${({ theme }) => `${theme.motion.normal} ${theme.motion.easing}`};

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`
