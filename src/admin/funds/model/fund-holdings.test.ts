import { describe, expect, it } from 'vitest'
import type { FundHolding } from '../api/fund-queries'
import { holdingsBook } from './fund-holdings'

const holding = (id: number, cost: number, value: number) =>
  ({ id, fund_id: 1, name: `H${id}`, cost, value }) as unknown as FundHolding

describe('holdingsBook', () => {
  it('weighs each holding by its share of the holdings’ value and totals cost, value and gain', () => {
    const book = holdingsBook([holding(1, 100, 300), holding(2, 200, 100)])
    expect(book.rows.map((r) => [r.weight, r.gain])).toEqual([
      [75, 200],
      [25, -100],
    ])
    expect(book).toMatchObject({ cost: 300, value: 400, gain: 100 })
  })
  it('gives no weight when nothing has value', () => {
    expect(holdingsBook([holding(1, 100, 0)]).rows[0]!.weight).toBe(0)
  })
})
