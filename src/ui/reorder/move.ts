/** `items` with the one at `from` moved to `to` (the target clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const target = Math.max(0, Math.min(next.length - 1, to))
  if (from < 0 || from >= next.length || from === target) return next
  const [moved] = next.splice(from, 1)
  next.splice(target, 0, moved)
  return next
}

/** What a screen reader hears after a move: "Question moved to position 2 of 5." */
export const movedText = (what: string, position: number, count: number) =>
  `${what} moved to position ${position} of ${count}.`

/** The index one place up or down from `index`. */
export const stepTo = (index: number, direction: 'up' | 'down') =>
  direction === 'up' ? index - 1 : index + 1
