import { useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import { Button } from '@/ui'
import type { StatusMove } from '../model/status-moves'

interface StatusMenuProps {
  moves: StatusMove[]
  onPick: (move: StatusMove) => void
}

/**
 * "Change status": a disclosure button whose panel lists the moves as buttons (reached with
 * Tab); Escape or a click elsewhere closes it, Escape giving focus back to the button.
 */
export function StatusMenu({ moves, onPick }: StatusMenuProps) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const firstRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    firstRef.current?.focus()
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  return (
    <StyledRoot
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        event.stopPropagation()
        setOpen(false)
        buttonRef.current?.focus()
      }}
      onBlur={(event) => {
        // Tabbing out of the panel closes it, as leaving any popup does.
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <Button
        ref={buttonRef}
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        Change status <StyledCaret aria-hidden="true">▾</StyledCaret>
      </Button>
      {open ? (
        <StyledPanel id={panelId} aria-label="Status changes">
          {moves.map((move, index) => (
            <li key={move.to}>
              <StyledItem
                ref={index === 0 ? firstRef : undefined}
                type="button"
                onClick={() => {
                  setOpen(false)
                  onPick(move)
                }}
              >
                {move.label}
              </StyledItem>
            </li>
          ))}
        </StyledPanel>
      ) : null}
    </StyledRoot>
  )
}

const StyledRoot = styled.div`
  position: relative;
  display: inline-flex;
`

const StyledCaret = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  font-size: 0.8em;
`

const StyledPanel = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 240px;
  max-width: calc(100vw - ${({ theme }) => theme.space.lg});
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`

const StyledItem = styled.button`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${({ theme }) => theme.layout.controlHeight.md};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colours.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colours.primarySubtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: -2px;
  }
`
