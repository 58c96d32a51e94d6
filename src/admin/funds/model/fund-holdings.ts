import type { FundHolding } from '../api/fund-queries'

/** One holding of the fund with its share of the holdings' value and its gain on cost. */
export interface HoldingRow {
  holding: FundHolding
  cost: number
  value: number
  /** Value over the total value of the fund's holdings, in percent (2 decimals). */
  weight: number
  /** Value less cost. */
  gain: number
}

export interface HoldingsBook {
  rows: HoldingRow[]
  cost: number
  value: number
  gain: number
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** Weights are of the holdings' value (the NAV's cash is not a holding). */
export function holdingsBook(holdings: readonly FundHolding[]): HoldingsBook {
  const cost = round2(holdings.reduce((s, h) => s + Number(h.cost), 0))
  const value = round2(holdings.reduce((s, h) => s + Number(h.value), 0))
  const rows = holdings.map((holding) => {
    const v = Number(holding.value)
    const c = Number(holding.cost)
    return {
      holding,
      cost: c,
      value: v,
      weight: value > 0 ? round2((v / value) * 100) : 0,
      gain: round2(v - c),
    }
  })
  return { rows, cost, value, gain: round2(value - cost) }
}
