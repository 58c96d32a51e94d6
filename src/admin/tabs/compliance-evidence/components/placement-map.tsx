import type { KeyboardEvent, MouseEvent } from 'react'
import styled from 'styled-components'

export interface Placement {
  page: number
  /** Fractions of the page from its top left, 0..1. */
  x: number
  y: number
}

const STEP = 0.05
const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 100) / 100))
const pct = (v: number) => `${Math.round(v * 100)}%`

/** "40% across, 80% down": the place in words, for screen readers and the summary. */
export const describePlacement = (p: Placement) =>
  `page ${p.page}, ${pct(p.x)} across, ${pct(p.y)} down`

/**
 * A miniature of the page: click where the signature goes, or focus it and move the marker
 * with the arrow keys (Shift for bigger steps). The marker is where the signature's centre sits.
 */
export function PlacementMap({
  value,
  onChange,
  label,
}: {
  value: Placement
  onChange: (p: Placement) => void
  label: string
}) {
  const click = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect()
    if (!box.width || !box.height) return
    onChange({
      ...value,
      x: clamp((e.clientX - box.left) / box.width),
      y: clamp((e.clientY - box.top) / box.height),
    })
  }
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? STEP * 4 : STEP
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }
    const move = moves[e.key]
    if (!move) return
    e.preventDefault()
    onChange({ ...value, x: clamp(value.x + move[0]), y: clamp(value.y + move[1]) })
  }
  return (
    <StyledPage
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuetext={describePlacement(value)}
      aria-valuenow={Math.round(value.y * 100)}
      aria-valuemin={0}
      aria-valuemax={100}
      onClick={click}
      onKeyDown={key}
    >
      <StyledLines aria-hidden="true" />
      <StyledMarker aria-hidden="true" style={{ left: pct(value.x), top: pct(value.y) }}>
        Sign here
      </StyledMarker>
    </StyledPage>
  )
}

/** A4 proportions, so the miniature reads as the page it stands for. */
const StyledPage = styled.div`
  position: relative;
  width: 100%;
  max-width: 240px;
  aspect-ratio: 210 / 297;
  cursor: crosshair;
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`

const StyledLines = styled.div`
  position: absolute;
  inset: 12% 12%;
  background: repeating-linear-gradient(
    to bottom,
    ${({ theme }) => theme.colours.border} 0 1px,
    transparent 1px 12px
  );
  opacity: 0.6;
`

const StyledMarker = styled.span`
  position: absolute;
  transform: translate(-50%, -50%);
  padding: 2px 6px;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.onPrimary};
  background: ${({ theme }) => theme.colours.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  pointer-events: none;
`
