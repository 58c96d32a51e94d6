import { useEffect, useRef } from 'react'

export type Direction = 'up' | 'down'
/** A row's control that can move it: its up / down buttons, or a drag handle (arrow keys). */
export type MoveControl = Direction | 'handle'
type Key = string | number

/**
 * Keeps the keyboard on an item moved up or down a list: once the list shows the item in its
 * new place (a reordered node loses focus) the same control takes the focus again; when that
 * one is now disabled (the item reached an end), its handle or else its other button does.
 */
export function useMoveFocus(keys: readonly Key[]) {
  const controls = useRef(new Map<string, HTMLButtonElement>())
  const pending = useRef<{ key: Key; control: MoveControl; index: number } | null>(null)

  useEffect(() => {
    const next = pending.current
    if (!next || keys[next.index] !== next.key) return
    pending.current = null
    const get = (control: MoveControl) => controls.current.get(`${next.key}-${control}`)
    const same = get(next.control)
    const other = get(next.control === 'up' ? 'down' : 'up')
    ;(same && !same.disabled ? same : (get('handle') ?? other))?.focus()
  })

  return {
    /** The ref of an item's move control. */
    register: (key: Key, control: MoveControl) => (el: HTMLButtonElement | null) => {
      if (el) controls.current.set(`${key}-${control}`, el)
    },
    /** Call when `key` is moved to `index` by `control`. */
    follow: (key: Key, control: MoveControl, index: number) => {
      pending.current = { key, control, index }
    },
  }
}
