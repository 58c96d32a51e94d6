import type { Ref } from 'react'
import { Button } from '@/ui/button/button'
import { IconButton } from '@/ui/button/icon-button'
import { Icon } from '@/ui/primitives/icon'
import type { Direction } from './use-move-focus'

export interface MoveButtonsProps {
  index: number
  count: number
  /** Each button's accessible name ("Move Holdings up", "Move up question 2"). */
  names: Record<Direction, string>
  /** Visible words ("Move up", "Up"); absent, the buttons show arrows. */
  words?: Record<Direction, string>
  onMove: (direction: Direction) => void
  /** A button's ref, so focus can follow the moved row. */
  refOf?: (direction: Direction) => Ref<HTMLButtonElement>
  /** Both buttons off (a save is out, the form is read-only). */
  disabled?: boolean
  /** One way off for a reason of the screen's own (a locked neighbour). */
  blocked?: Partial<Record<Direction, boolean>>
  /**
   * At an end the button stays focusable and says it cannot move (aria-disabled), so a
   * keyboard user's focus is not dropped; otherwise it is disabled.
   */
  softEnds?: boolean
}

const ARROWS: Record<Direction, string> = { up: 'M6 15l6-6 6 6', down: 'M6 9l6 6 6-6' }

/** A row's Move up / Move down pair. */
export function MoveButtons({
  index,
  count,
  names,
  words,
  onMove,
  refOf,
  disabled = false,
  blocked = {},
  softEnds = false,
}: MoveButtonsProps) {
  const button = (direction: Direction) => {
    const atEnd = direction === 'up' ? index === 0 : index === count - 1
    const off = disabled || Boolean(blocked[direction]) || (atEnd && !softEnds)
    const common = {
      ref: refOf?.(direction),
      size: 'sm' as const,
      variant: 'ghost' as const,
      disabled: off,
      'aria-label': names[direction],
      'aria-disabled': (atEnd && softEnds) || undefined,
      onClick: () => {
        if (!atEnd) onMove(direction)
      },
    }
    return words ? (
      <Button key={direction} {...common}>
        {words[direction]}
      </Button>
    ) : (
      <IconButton
        key={direction}
        {...common}
        icon={
          <Icon aria-hidden="true">
            <path d={ARROWS[direction]} />
          </Icon>
        }
      />
    )
  }
  return (
    <>
      {button('up')}
      {button('down')}
    </>
  )
}
