import { describe, expect, it } from 'vitest'
import { changeDirection } from './change'

describe('changeDirection', () => {
  it.each([
    [496071.13, 'up'],
    [0.01, 'up'],
    [0.004, 'flat'],
    [0, 'flat'],
    [-0.004, 'flat'],
    [-0.01, 'down'],
    [-300, 'down'],
  ])('calls %d %s', (amount, direction) => expect(changeDirection(amount)).toBe(direction))
})
