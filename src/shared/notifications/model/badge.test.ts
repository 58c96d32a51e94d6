import { describe, expect, it } from 'vitest'
import { badgeLabel } from './badge'

describe('badgeLabel', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
  ])('%i -> %s', (count, label) => {
    expect(badgeLabel(count)).toBe(label)
  })

  it('shows no badge for missing or nonsense counts', () => {
    expect(badgeLabel(undefined)).toBeNull()
    expect(badgeLabel(null)).toBeNull()
    expect(badgeLabel(-3)).toBeNull()
    expect(badgeLabel(Number.NaN)).toBeNull()
  })
})
