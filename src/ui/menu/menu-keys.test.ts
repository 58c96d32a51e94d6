import { describe, expect, it } from 'vitest'
import { nextMenuIndex } from './menu-keys'

const labels = ['Deal', 'Investment', 'Investor', 'Contact']

describe('nextMenuIndex (WAI-ARIA menu keys)', () => {
  it('wraps with the arrows and jumps with Home and End', () => {
    expect(nextMenuIndex('ArrowDown', 3, labels)).toBe(0)
    expect(nextMenuIndex('ArrowUp', 0, labels)).toBe(3)
    expect(nextMenuIndex('Home', 2, labels)).toBe(0)
    expect(nextMenuIndex('End', 0, labels)).toBe(3)
  })

  it('jumps to the next item starting with a typed letter', () => {
    expect(nextMenuIndex('i', 0, labels)).toBe(1)
    expect(nextMenuIndex('I', 1, labels)).toBe(2)
    expect(nextMenuIndex('i', 2, labels)).toBe(1)
    expect(nextMenuIndex('z', 0, labels)).toBeNull()
  })

  it('ignores other keys and empty menus', () => {
    expect(nextMenuIndex('Enter', 0, labels)).toBeNull()
    expect(nextMenuIndex(' ', 0, labels)).toBeNull()
    expect(nextMenuIndex('ArrowDown', 0, [])).toBeNull()
  })
})
