import { useState, type DragEvent, type KeyboardEvent } from 'react'
import { movedText } from './move'
import { useMoveFocus, type MoveControl } from './use-move-focus'

export interface ReorderableOptions<T> {
  items: readonly T[]
  keyOf: (item: T) => string | number
  /** Puts the item at `from` at `to` (both inside the list); absent, the order is fixed. */
  onMove?: (from: number, to: number) => void
  /** The item as the announcement names it ("“Retail”", "Question"); absent, none is made. */
  spokenName?: (item: T, index: number) => string
  /** Where announcements go when the screen keeps its own live region (it says more there). */
  onAnnounce?: (text: string) => void
}

const KEY_TARGET: Record<string, (index: number, count: number) => number> = {
  ArrowUp: (index) => index - 1,
  ArrowDown: (index) => index + 1,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * The moving parts of a reorderable list, whatever its markup (a list, a table): moves by
 * button, arrow key on a handle, or drag; the move announced in a live region; the focus kept
 * on the control that moved the row once the row is drawn at its new place.
 */
export function useReorderable<T>({
  items,
  keyOf,
  onMove,
  spokenName,
  onAnnounce,
}: ReorderableOptions<T>) {
  const [announcement, setAnnouncement] = useState('')
  const announce = onAnnounce ?? setAnnouncement
  const [dragged, setDragged] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)
  const focus = useMoveFocus(items.map(keyOf))

  const move = (from: number, to: number, control: MoveControl | null = null) => {
    if (!onMove || to < 0 || to >= items.length || from === to) return
    const item = items[from]
    if (control) focus.follow(keyOf(item), control, to)
    onMove(from, to)
    if (spokenName) announce(movedText(spokenName(item, from), to + 1, items.length))
  }
  const endDrag = () => {
    setDragged(null)
    setOver(null)
  }

  return {
    items,
    keyOf,
    /** Whether the order can change at all. */
    movable: Boolean(onMove),
    announcement,
    /** Says something else in the same live region ("Answer removed."). */
    announce,
    move,
    /** A control's ref, by the row's key. */
    refOf: focus.register,
    /** A handle's arrow keys (and Home / End) move its row. */
    onHandleKey: (event: KeyboardEvent, index: number) => {
      const target = KEY_TARGET[event.key]
      if (!target) return
      event.preventDefault()
      move(index, target(index, items.length), 'handle')
    },
    isDragged: (index: number) => dragged === index,
    isOver: (index: number) => over === index && dragged !== null && dragged !== index,
    /** What a row needs to be dragged and dropped on; nothing when the order is fixed. */
    dragProps: (index: number) =>
      onMove
        ? {
            draggable: true,
            onDragStart: (event: DragEvent) => {
              // Firefox starts a drag only with data set.
              event.dataTransfer?.setData('text/plain', String(keyOf(items[index])))
              if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move'
              setDragged(index)
            },
            onDragOver: (event: DragEvent) => {
              if (dragged === null) return
              event.preventDefault()
              setOver(index)
            },
            onDrop: (event: DragEvent) => {
              event.preventDefault()
              if (dragged !== null) move(dragged, index)
              endDrag()
            },
            onDragEnd: endDrag,
          }
        : {},
  }
}

export type Reorderable<T> = ReturnType<typeof useReorderable<T>>
