import type { RecordOf } from '@/lib/resources'
import type { TermKey } from '@/lib/terminology'
import { holdingStatus, type StatusLabel } from '@/lib/investments'
import { portfolioPaths } from './paths'
import {
  investedOn,
  investedValue,
  isInvested,
  moneyStanding,
  notYetInvested,
  sumMoney,
  toPennies,
  type NotYetInvested,
} from '@/lib/investments/invested-money'
import {
  changeOf,
  fundPosition,
  fundValue,
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
  /** Its investments not cancelled, paid or not (the transactions). */
  investments: Investment[]
  /** Money is invested in it (paid or completed); else it is only reserved or called for. */
  held: boolean
  notYetInvested: NotYetInvested
}

/**
 * The investor's holdings in opportunities: their paid or completed investments grouped by
 * opportunity, valued on `date`. Reservations, requests and cash calls are not holdings
 * (src/lib/investments/invested-money.ts, the host's rule too); an opportunity where the
 * investor has only those is left out.
 */
export function opportunityHoldings(investments: Investment[], date: string, t: Term): Holding[] {
  return positionsByOpportunity(investments, date, t).filter((h) => h.held)
}

/**
 * Every opportunity the investor has money in or on its way (not cancelled), held or not:
 * a holding's page also opens on a reservation, to show where it stands.
 */
export function positionsByOpportunity(
  investments: Investment[],
  date: string,
  t: Term,
): Holding[] {
  const byOpportunity = new Map<number, Investment[]>()
  for (const inv of investments) {
    if (moneyStanding(inv) === 'none') continue
    const list = byOpportunity.get(inv.investment_opportunity_id) ?? []
    list.push(inv)
    byOpportunity.set(inv.investment_opportunity_id, list)
  }
  return [...byOpportunity.entries()].map(([id, list]) => {
    const opp = list.find((i) => i.investment_opportunity)?.investment_opportunity ?? null
    const price = sharePriceOn(opp?.share_prices, date, opp?.share_price ?? null)
    const paid = list.filter(isInvested)
    const invested = sumMoney(paid.map((i) => i.amount))
    const value = sumMoney(paid.map((i) => investedValue(i, price)))
    const dates = paid.map(investedOn).sort()
    return {
      key: `opportunity-${id}`,
      kind: 'opportunity' as const,
      id,
      name: opp?.name ?? `Investment ${id}`,
      href: portfolioPaths.holding(id),
      firstInvested: dates[0] ?? null,
      invested,
      units: paid.reduce((n, i) => n + Number(i.shares ?? 0), 0),
      price,
      value,
      change: changeOf(invested, value),
      taxRelief: opp?.tax_relief && opp.tax_relief !== 'none' ? opp.tax_relief : null,
      status: holdingStatus(list, t),
      references: list.map((i) => i.payment_reference),
      investments: list,
      held: paid.length > 0,
      notYetInvested: notYetInvested(list),
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
      const value = toPennies(fundValue(position, nav))
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
        held: true,
        notYetInvested: NONE_PENDING,
      }
    })
}

const NONE_PENDING: NotYetInvested = {
  reserved: 0,
  reservedCount: 0,
  awaitingPayment: 0,
  awaitingPaymentCount: 0,
}

export interface HoldingTotals {
  invested: number
  value: number
  change: Change
}

export function totalsOf(holdings: readonly Holding[]): HoldingTotals {
  const invested = sumMoney(holdings.map((h) => h.invested))
  const value = sumMoney(holdings.map((h) => h.value))
  return { invested, value, change: changeOf(invested, value) }
}
