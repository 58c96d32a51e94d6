import { describe, expect, it } from 'vitest'
import type { LedgerEntry } from '../api/fund-queries'
import { ledgerRows, ledgerTotals } from './ledger'
import { fundHolders, latestNav } from './holders'

const entry = (id: number, over: Partial<LedgerEntry>): LedgerEntry =>
  ({
    id,
    fund_id: 1,
    user_id: 1,
    type: 'capital_call',
    amount: 0,
    units: null,
    entry_date: '2025-01-01',
    reference: null,
    ...over,
  }) as LedgerEntry

const entries = [
  entry(3, { type: 'distribution', amount: 300, entry_date: '2025-06-01' }),
  entry(1, { type: 'commitment', amount: 10_000, entry_date: '2025-01-01' }),
  entry(2, { type: 'capital_call', amount: 5_000, units: 5_000, entry_date: '2025-02-01' }),
  entry(4, { type: 'fee', amount: 100, entry_date: '2025-06-01' }),
  entry(5, {
    user_id: 2,
    type: 'capital_call',
    amount: 1_000,
    units: 1_000,
    entry_date: '2025-03-01',
  }),
  entry(6, {
    user_id: 2,
    type: 'redemption',
    amount: 1_200,
    units: 1_000,
    entry_date: '2025-07-01',
  }),
]

describe('ledgerRows', () => {
  it('keeps a running net paid in, in date order, and lists it newest first', () => {
    const rows = ledgerRows(entries)
    expect(rows.map((r) => [r.entry.id, r.flow, r.balance])).toEqual([
      [6, -1_200, 4_600],
      [4, 100, 5_800],
      [3, -300, 5_700],
      [5, 1_000, 6_000],
      [2, 5_000, 5_000],
      [1, 0, 0],
    ])
    expect(ledgerTotals(entries)).toEqual({ committed: 10_000, paidIn: 6_100, paidOut: 1_500 })
  })
})

describe('fundHolders', () => {
  it('values units at the NAV, weighs them, and drops investors with none left', () => {
    expect(fundHolders(entries, 1.5)).toEqual([
      { userId: 1, name: 'Investor 1', units: 5_000, cost: 5_000, value: 7_500, weight: 100 },
    ])
  })
  it('falls back to cost before any valuation', () => {
    const two = [...entries.slice(0, 5)]
    const holders = fundHolders(two, null)
    expect(holders.map((h) => [h.userId, h.value, h.weight])).toEqual([
      [1, 5_000, 83.3],
      [2, 1_000, 16.7],
    ])
  })
  it('reads the latest valuation by date', () => {
    const nav = (id: number, valuation_date: string) =>
      ({ id, valuation_date, nav_per_unit: id }) as never
    expect(
      latestNav([nav(1, '2025-01-01'), nav(3, '2025-06-30'), nav(2, '2025-03-31')]),
    ).toMatchObject({ id: 3 })
    expect(latestNav([])).toBeNull()
  })
})
