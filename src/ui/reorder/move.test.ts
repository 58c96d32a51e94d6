import { describe, expect, it } from 'vitest'
import { movedText, moveItem } from './move'

describe('moveItem', () => {
  it('moves an item and clamps the target to the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a'])
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moveItem(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c'])
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b'])
  })

  it('leaves the list as it is for an index outside it, and never changes its input', () => {
    const items = ['a', 'b']
    expect(moveItem(items, 5, 0)).toEqual(['a', 'b'])
    moveItem(items, 0, 1)
    expect(items).toEqual(['a', 'b'])
  })

  it('says where the item went', () => {
    expect(movedText('Question', 2, 5)).toBe('Question moved to position 2 of 5.')
  })
})
