import type { RecordOf } from '../../../lib/resources'
import type { TermKey } from '../../../lib/terminology'
import { holdingStatus, type StatusLabel } from './investment-status'
import { portfolioPaths } from './paths'
import {
  changeOf,
  day,
  fundPosition,
  fundValue,
  investmentValue,
  navPerUnitOn,
  sharePriceOn,
  type Change,
} from './valuation'

type Investment = RecordOf<'investments'>
type Fund = RecordOf<'funds'>
type Term = (key: TermKey) => string

/** One row of the portfolio tables: an opportunity held (its investments together) or a fund. */
export interface Holding {
  key: string
  kind: 'opportunity' | 'fund'
  id: number
  name: string
  /** The holding's page; null when it has none (fund pages need the funds feature). */
  href: string | null
  firstInvested: string | null
  invested: number
  /** Shares, or units of a fund. */
  units: number
  /** The current share price, or a fund's NAV per unit. */
  price: number | null
  value: number
  change: Change
  taxRelief: string | null
  status: StatusLabel
  references: string[]
  investments: Investment[]
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** The investor's investments (not cancelled) grouped by opportunity, valued on `date`. */
export function opportunityHoldings(investments: Investment[], date: string, t: Term): Holding[] {
  const byOpportunity = new Map<number, Investment[]>()
  for (const inv of investments) {
    if (inv.status === 'cancelled') continue
    const list = byOpportunity.get(inv.investment_opportunity_id) ?? []
    list.push(inv)
    byOpportunity.set(inv.investment_opportunity_id, list)
  }
  return [...byOpportunity.entries()].map(([id, list]) => {
    const opp = list.find((i) => i.investment_opportunity)?.investment_opportunity ?? null
    const price = sharePriceOn(opp?.share_prices, date, opp?.share_price ?? null)
    let invested = 0
    let value = 0
    let units = 0
    for (const inv of list) {
      invested += Number(inv.amount)
      value += investmentValue(inv, price)
      units += Number(inv.shares ?? 0)
    }
    const dates = list.map((i) => day(i.reserved_at ?? i.created_at)).sort()
    return {
      key: `opportunity-${id}`,
      kind: 'opportunity' as const,
      id,
      name: opp?.name ?? `Investment ${id}`,
      href: portfolioPaths.holding(id),
      firstInvested: dates[0] ?? null,
      invested: round2(invested),
      units,
      price,
      value: round2(value),
      change: changeOf(invested, value),
      taxRelief: opp?.tax_relief && opp.tax_relief !== 'none' ? opp.tax_relief : null,
      status: holdingStatus(list, t),
      references: list.map((i) => i.payment_reference),
      investments: list,
    }
  })
}

const FUND_STATUS: Record<Fund['status'], string> = {
  fundraising: 'Fundraising',
  investing: 'Investing',
  harvesting: 'Harvesting',
  closed: 'Closed',
}

const FUND_RELIEF: Partial<Record<Fund['strategy'], string>> = {
  eis: 'EIS',
  seis: 'SEIS',
  vct: 'VCT',
}

/** Funds the investor has ledger entries in (the API includes only their own), valued on `date`. */
export function fundHoldings(funds: Fund[], date: string, linked: boolean): Holding[] {
  return funds
    .filter((f) => (f.ledger ?? []).length > 0)
    .map((f) => {
      const position = fundPosition(f.ledger ?? [], date)
      const nav = navPerUnitOn(f.net_asset_values, date)
      const value = round2(fundValue(position, nav))
      return {
        key: `fund-${f.id}`,
        kind: 'fund' as const,
        id: f.id,
        name: f.name,
        href: linked ? portfolioPaths.fund(f.id) : null,
        firstInvested: position.since,
        invested: position.called,
        units: position.units,
        price: nav,
        value,
        change: changeOf(position.called, value),
        taxRelief: FUND_RELIEF[f.strategy] ?? null,
        status: { label: FUND_STATUS[f.status], tone: f.status === 'closed' ? 'neutral' : 'info' },
        references: [],
        investments: [],
      }
    })
}

export interface HoldingTotals {
  invested: number
  value: number
  change: Change
}

export function totalsOf(holdings: readonly Holding[]): HoldingTotals {
  const invested = round2(holdings.reduce((s, h) => s + h.invested, 0))
  const value = round2(holdings.reduce((s, h) => s + h.value, 0))
  return { invested, value, change: changeOf(invested, value) }
}
