import { useEffect, useRef } from 'react'

export type Direction = 'up' | 'down'

/**
 * Keeps the keyboard on an item moved up or down a list: once the list shows the item in its
 * new place (a reordered node loses focus) the same move button takes the focus again, or its
 * other one when the item reached an end.
 */
export function useMoveFocus(keys: readonly string[]) {
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const pending = useRef<{ key: string; direction: Direction; index: number } | null>(null)

  useEffect(() => {
    const next = pending.current
    if (!next || keys[next.index] !== next.key) return
    pending.current = null
    const same = buttons.current.get(`${next.key}-${next.direction}`)
    const other = buttons.current.get(`${next.key}-${next.direction === 'up' ? 'down' : 'up'}`)
    ;(same && !same.disabled ? same : other)?.focus()
  })

  return {
    /** The ref of an item's move button. */
    register: (key: string, direction: Direction) => (el: HTMLButtonElement | null) => {
      if (el) buttons.current.set(`${key}-${direction}`, el)
    },
    /** Call when `key` is moved to `index`. */
    follow: (key: string, direction: Direction, index: number) => {
      pending.current = { key, direction, index }
    },
  }
}
