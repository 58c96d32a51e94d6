import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import { VisuallyHidden } from '../../../ui'
import type { BoardStage } from '../model/board-deal'

export interface MoveMenuProps {
  dealName: string
  /** The other stages of the pipeline, in order. */
  stages: readonly BoardStage[]
  onMove: (stage: BoardStage) => void
  /** Set by the board after a move, so focus follows the card to its new column. */
  buttonRef?: (el: HTMLButtonElement | null) => void
}

/**
 * The keyboard's (and a touch screen's) way to move a card: a WAI-ARIA menu button whose items
 * are the other stages. The list opens inside the card rather than floating, so a column's
 * scrolling never clips it. Arrows, Home and End move; Escape closes and refocuses the button.
 */
export function MoveMenu({ dealName, stages, onMove, buttonRef }: MoveMenuProps) {
  const [open, setOpen] = useState<{ focus: number } | null>(null)
  const button = useRef<HTMLButtonElement | null>(null)
  const items = useRef<(HTMLButtonElement | null)[]>([])
  const id = useId()

  const focusAt = open?.focus ?? null
  useEffect(() => {
    if (focusAt !== null) items.current[focusAt]?.focus()
  }, [focusAt])

  const close = (refocus: boolean) => {
    setOpen(null)
    if (refocus) button.current?.focus()
  }

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    setOpen({ focus: event.key === 'ArrowDown' ? 0 : stages.length - 1 })
  }

  const onMenuKey = (event: KeyboardEvent) => {
    const count = stages.length
    const current = items.current.findIndex((el) => el === document.activeElement)
    const to: Record<string, number> = {
      ArrowDown: (current + 1) % count,
      ArrowUp: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    }
    if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') close(false)
    else if (event.key in to) {
      event.preventDefault()
      items.current[to[event.key]]?.focus()
    }
  }

  if (stages.length === 0) return null
  return (
    <StyledMove>
      <StyledTrigger
        type="button"
        ref={(el) => {
          button.current = el
          buttonRef?.(el)
        }}
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : setOpen({ focus: 0 }))}
        onKeyDown={onButtonKey}
      >
        {/* Named "Move Acme Seed to…" from its content: the visible words stay part of the name. */}
        Move<VisuallyHidden> {dealName}</VisuallyHidden> to…
      </StyledTrigger>
      {open ? (
        <StyledMenu
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKey}
          onBlur={(event) => {
            // Focus left the menu and its button (a click elsewhere, Shift+Tab): close it.
            const next = event.relatedTarget
            if (!(next instanceof Node) || !event.currentTarget.parentElement?.contains(next))
              setOpen(null)
          }}
        >
          {stages.map((stage, index) => (
            <li key={stage.id} role="none">
              <StyledItem
                type="button"
                role="menuitem"
                tabIndex={-1}
                ref={(el) => {
                  items.current[index] = el
                }}
                onClick={() => {
                  setOpen(null)
                  onMove(stage)
                }}
              >
                {stage.name}
              </StyledItem>
            </li>
          ))}
        </StyledMenu>
      ) : null}
    </StyledMove>
  )
}

const StyledMove = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`

const StyledTrigger = styled.button`
  align-self: flex-start;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colours.surfaceHover};
    border-color: ${({ theme }) => theme.colours.borderStrong};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`

const StyledMenu = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs} 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`

const StyledItem = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
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
