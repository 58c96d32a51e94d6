import { useEffect, useRef, type PointerEvent } from 'react'
import styled from 'styled-components'
import { Button, Stack } from '@/ui'

export interface SignaturePadProps {
  /** A PNG data URL of what was drawn, or null when the pad is empty. */
  onChange: (image: string | null) => void
  error?: string
  /** Read by screen readers as the pad's description (e.g. the typed alternative). */
  describedBy?: string
}

const WIDTH = 480
const HEIGHT = 160

/**
 * A signature drawn with a mouse, pen or finger (pointer events cover all three). It has no
 * keyboard equivalent by nature, so the page offers a typed signature beside it.
 */
export function SignaturePad({ onChange, error, describedBy }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const drawing = useRef(false)
  const drawn = useRef(false)

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d')
    if (!ctx) return
    ctx.lineWidth = 2.5
    ctx.lineCap = 'round'
    ctx.lineJoin = 'round'
    ctx.strokeStyle = getComputedStyle(canvas.current as Element).color || 'black'
  }, [])

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect()
    const sx = box.width ? WIDTH / box.width : 1
    const sy = box.height ? HEIGHT / box.height : 1
    return { x: (e.clientX - box.left) * sx, y: (e.clientY - box.top) * sy }
  }

  const start = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d')
    if (!ctx) return
    e.currentTarget.setPointerCapture?.(e.pointerId)
    drawing.current = true
    const p = point(e)
    ctx.beginPath()
    ctx.moveTo(p.x, p.y)
  }
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return
    const ctx = e.currentTarget.getContext('2d')
    if (!ctx) return
    const p = point(e)
    ctx.lineTo(p.x, p.y)
    ctx.stroke()
    drawn.current = true
  }
  const end = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return
    drawing.current = false
    if (drawn.current) onChange(e.currentTarget.toDataURL('image/png'))
  }
  const clear = () => {
    const c = canvas.current
    c?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT)
    drawn.current = false
    onChange(null)
  }

  return (
    <Stack $gap="xs" $align="flex-start">
      <StyledCanvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label="Signature drawing area"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        $invalid={Boolean(error)}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        onPointerCancel={end}
      />
      {error ? <StyledError role="alert">{error}</StyledError> : null}
      <Button size="sm" variant="ghost" onClick={clear}>
        Clear drawing
      </Button>
    </Stack>
  )
}

const StyledCanvas = styled.canvas<{ $invalid: boolean }>`
  width: 100%;
  max-width: ${WIDTH}px;
  aspect-ratio: ${WIDTH} / ${HEIGHT};
  touch-action: none;
  cursor: crosshair;
  color: ${({ theme }) => theme.colours.text};
  background: ${({ theme }) => theme.colours.surface};
  border: 1px dashed
    ${({ theme, $invalid }) => ($invalid ? theme.colours.danger : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radii.md};
`

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
