import { describe, expect, it } from 'vitest'
import { nextOrder, renumber } from './reorder'

describe('reorder', () => {
  it('numbers rows by position and sends only the ones that change', () => {
    const { rows, changes } = renumber([
      { id: 5, order: 0 },
      { id: 3, order: 0 },
      { id: 9, order: 2 },
    ])
    expect(rows.map((r) => r.order)).toEqual([0, 1, 2])
    expect(changes).toEqual([{ id: 3, order: 1 }])
  })

  it('adds after the last position', () => {
    expect(nextOrder([])).toBe(0)
    expect(nextOrder([{ order: 0 }, { order: 7 }])).toBe(8)
    expect(nextOrder([{ order: 0 }, { order: 0 }, { order: 0 }])).toBe(3)
  })
})
