/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  if (from < 0 || from >= next.length) return next
  const target = Math.max(0, Math.min(next.length - 1, to))
  const [item] = next.splice(from, 1)
  next.splice(target, 0, item)
  return next
}

/** What a screen reader hears after a move: "Question moved to position 2 of 5." */
export const movedText = (what: string, position: number, count: number) =>
  `${what} moved to position ${position} of ${count}.`
