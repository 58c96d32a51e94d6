import { describe, expect, it } from 'vitest'
import { formatGBP } from './money'

describe('formatGBP', () => {
  it('groups thousands and shows pence only when there are some', () => {
    expect(formatGBP(1250000)).toBe('£1,250,000')
    expect(formatGBP(1250.5)).toBe('£1,250.50')
    expect(formatGBP(0)).toBe('£0')
    expect(formatGBP(-20)).toBe('-£20')
  })

  it('accepts Laravel decimal strings', () => {
    expect(formatGBP('99.50')).toBe('£99.50')
    expect(formatGBP('25000.00')).toBe('£25,000')
  })

  it('can always show pence or never', () => {
    expect(formatGBP(25000, { pence: 'always' })).toBe('£25,000.00')
    expect(formatGBP(99.99, { pence: 'never' })).toBe('£100')
  })

  it('gives an empty string for missing or non-numeric input', () => {
    expect(formatGBP(null)).toBe('')
    expect(formatGBP(undefined)).toBe('')
    expect(formatGBP('')).toBe('')
    expect(formatGBP('abc')).toBe('')
    expect(formatGBP(Number.NaN)).toBe('')
  })
})

describe('formatGBP empty', () => {
  it('reads a missing amount as the screen asks', () => {
    expect(formatGBP(null, { empty: 'None' })).toBe('None')
    expect(formatGBP('abc', { empty: '—' })).toBe('—')
    expect(formatGBP(5, { empty: '—' })).toBe('£5')
  })
})
