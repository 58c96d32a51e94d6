/**
 * The rows as the list now shows them, numbered 0, 1, 2…: `order` is what the portal sorts by,
 * and seeded or added rows may share a number, so every position is written out; only the
 * rows whose number changes are sent.
 */
export function renumber<T extends { id: number; order: number }>(items: readonly T[]) {
  const rows = items.map((item, index) => ({ ...item, order: index }))
  const changes = rows
    .filter((row, index) => items[index].order !== row.order)
    .map(({ id, order }) => ({ id, order }))
  return { rows, changes }
}

/** The position after the last one, for a row added at the end. */
export const nextOrder = (items: readonly { order: number }[]) =>
  items.reduce((max, item) => Math.max(max, item.order + 1), items.length)
