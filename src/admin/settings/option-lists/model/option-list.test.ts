import { describe, expect, it } from 'vitest'
import { inOrder, moveRow, type OptionRow } from './option-list'

const row = (id: number, name: string, order: number | null): OptionRow => ({ id, name, order })

describe('option list order', () => {
  it('sorts by order, then by name for rows without one', () => {
    const rows = [row(1, 'b', null), row(2, 'z', 1), row(3, 'a', null), row(4, 'y', 2)]
    expect(inOrder(rows).map((r) => r.id)).toEqual([2, 4, 3, 1])
  })

  it('moves a row and renumbers them all as the host will', () => {
    const rows = [row(1, 'a', 1), row(2, 'b', 2), row(3, 'c', 3)]
    expect(moveRow(rows, 2, 0).map((r) => [r.id, r.order])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ])
  })
})
