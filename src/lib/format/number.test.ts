import { describe, expect, it } from 'vitest'
import {
  formatCompactGBP,
  formatMonth,
  formatMultiple,
  formatPercent,
  formatPrice,
  formatUnits,
} from './number'

describe('number formats', () => {
  it('groups units, keeps price pence and rounds shares of a whole', () => {
    expect(formatUnits(21052)).toBe('21,052')
    expect(formatPrice(0.7)).toBe('£0.70')
    expect(formatPrice(1.23456)).toBe('£1.2346')
    expect(formatPrice(null)).toBe('')
    expect(formatPercent(12.345)).toBe('12.35%')
    // A progress bar's one decimal, as Intl rounds it.
    expect(formatPercent(62.45, 1)).toBe('62.5%')
    expect(formatPercent(62, 1)).toBe('62%')
    expect(formatMultiple(1.5)).toBe('1.50x')
    expect(formatMultiple(null)).toBe('')
    expect(formatCompactGBP(1_400_000)).toMatch(/^£1\.4M$/i)
    expect(formatMonth('2025-11-30')).toBe('Nov 25')
  })
})
