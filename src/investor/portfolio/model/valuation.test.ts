import { describe, expect, it } from 'vitest'
import type { RecordOf } from '@/lib/resources'
import { changeOf, fundPosition, fundValue, navPerUnitOn, sharePriceOn } from './valuation'

const price = (effective_date: string, p: number) =>
  ({ effective_date, price: p }) as RecordOf<'share-prices'>
const nav = (valuation_date: string, nav_per_unit: number) =>
  ({ valuation_date, nav_per_unit }) as RecordOf<'net-asset-values'>
const entry = (type: string, amount: number, units: number | null, entry_date: string) =>
  ({ type, amount, units, entry_date }) as RecordOf<'fund-ledger'>

describe('valuation', () => {
  it('takes the latest share price in effect on the day, else the fallback', () => {
    const prices = [price('2026-03-01', 1.5), price('2025-01-01', 1), price('2027-01-01', 9)]
    expect(sharePriceOn(prices, '2026-06-30', 0.5)).toBe(1.5)
    expect(sharePriceOn(prices, '2024-12-31', 0.5)).toBe(0.5)
    expect(sharePriceOn([], '2026-06-30', null)).toBeNull()
  })

  it("works out a fund position from the investor's ledger up to the day", () => {
    const entries = [
      entry('commitment', 10000, null, '2025-01-01'),
      entry('capital_call', 4000, 4000, '2025-02-01'),
      entry('capital_call', 2000, 1800, '2025-08-01'),
      entry('distribution', 500, null, '2025-09-01'),
      entry('redemption', 1000, 800, '2025-10-01'),
      entry('capital_call', 9999, 9999, '2030-01-01'),
    ]
    const p = fundPosition(entries, '2026-01-01')
    expect(p).toEqual({
      units: 5000,
      called: 6000,
      committed: 10000,
      distributed: 1500,
      since: '2025-01-01',
    })
    expect(navPerUnitOn([nav('2025-12-31', 1.2), nav('2025-06-30', 1.1)], '2026-01-01')).toBe(1.2)
    expect(fundValue(p, 1.2)).toBe(6000)
    expect(fundValue(p, null)).toBe(6000)
    expect(fundValue({ ...p, units: 1000 }, 2)).toBe(2000)
  })

  it('says the change in pounds and percent of what went in', () => {
    expect(changeOf(1000, 1250)).toEqual({ amount: 250, percent: 25 })
    expect(changeOf(1000, 900)).toEqual({ amount: -100, percent: -10 })
    expect(changeOf(0, 10)).toEqual({ amount: 10, percent: null })
  })
})
