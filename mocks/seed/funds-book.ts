import type { Row } from '../db/db'
import type { SeedContext } from './context'
import { NAV_MODEL, type FundSpec } from './funds-catalogue'
import { addDays, amountIn, dateAgo, money, quarterEnds, round } from './funds-util'

export interface Entry {
  user_id: number
  type: 'commitment' | 'capital_call' | 'distribution' | 'fee' | 'redemption'
  amount: number
  units: number | null
  entry_date: string
}

export interface Valuation {
  date: string
  navPerUnit: number
  total: number
  units: number
}

/** A fund's life on paper: its investors' ledger and the quarterly valuations it produces. */
export interface FundBook {
  inception: string
  closedOn: string | null
  entries: Entry[]
  navs: Valuation[]
}

/** Capital calls as shares of each commitment, by days after inception. */
const CALLS = [
  { day: 30, share: 0.3 },
  { day: 330, share: 0.3 },
  { day: 700, share: 0.25 },
  { day: 1050, share: 0.15 },
]

/**
 * Plans a fund: a quarterly NAV-per-unit random walk from 1.0000, commitments, capital calls
 * (late joiners pay missed calls two weeks after committing), annual fees, distributions and
 * redemptions, then four years of valuations of the units in issue.
 */
export function planFund(ctx: SeedContext, spec: FundSpec, members: Row[]): FundBook {
  const { faker } = ctx
  const today = dateAgo(ctx, 0)
  const inception = dateAgo(ctx, spec.age)
  const closedOn = spec.status === 'closed' ? quarterEnds(dateAgo(ctx, 300), today)[0] : null
  const end = closedOn ?? today
  const model = NAV_MODEL[spec.strategy]

  const quarters = quarterEnds(addDays(inception, 1), end)
  const navByQuarter = new Map<string, number>()
  let nav = 1
  for (const q of quarters) {
    const shock = model.vol * faker.number.float({ min: -1, max: 1 })
    nav = Math.max(0.35, nav * (1 + model.drift + shock))
    navByQuarter.set(q, round(nav, 4))
  }
  const navAt = (date: string) => {
    let v = 1
    for (const q of quarters) if (q <= date) v = navByQuarter.get(q) as number
    return v
  }

  const entries: Entry[] = []
  const add = (
    user: Row,
    type: Entry['type'],
    amount: number,
    units: number | null,
    date: string,
  ) => entries.push({ user_id: user.id, type, amount: money(amount), units, entry_date: date })
  const calls = CALLS.filter((c) => addDays(inception, c.day) <= addDays(end, -10))
  for (const user of members) {
    const window = Math.min(120, Math.max(1, spec.age - 20))
    const committedOn = addDays(inception, faker.number.int({ min: 0, max: window }))
    const commitment = amountIn(ctx, 25_000, spec.strategy === 'seis' ? 100_000 : 500_000, 5_000)
    add(user, 'commitment', commitment, null, committedOn)
    for (const call of calls) {
      const due = addDays(inception, call.day)
      const date = due < committedOn ? addDays(committedOn, 14) : due
      if (date > end) continue
      const amount = money(commitment * call.share)
      add(user, 'capital_call', amount, round(amount / navAt(date), 4), date)
    }
    for (let year = 1; addDays(inception, 365 * year) <= end; year++) {
      add(user, 'fee', (commitment * spec.fee) / 100, null, addDays(inception, 365 * year))
    }
  }

  const unitsOf = (userId: number, date: string) =>
    entries
      .filter((e) => e.user_id === userId && e.entry_date <= date && e.units !== null)
      .reduce((s, e) => s + (e.type === 'redemption' ? -1 : 1) * (e.units as number), 0)

  // Distributions: yearly income for credit and property, realisations once harvesting.
  const income = spec.strategy === 'private_credit' || spec.strategy === 'real_estate'
  const harvest = spec.status === 'harvesting' || spec.status === 'closed'
  const payouts = income
    ? [365, 730, 1095, 1460].map((day) => ({ day, rate: 0.07 }))
    : harvest
      ? [
          { day: 1000, rate: 0.15 },
          { day: 1300, rate: 0.2 },
        ]
      : []
  for (const p of payouts) {
    const date = addDays(inception, p.day)
    if (date > addDays(end, -5)) continue
    for (const user of members) {
      const units = unitsOf(user.id, date)
      if (units > 0) add(user, 'distribution', units * navAt(date) * p.rate, null, date)
    }
  }
  // A harvesting fund sees a partial redemption; a closed fund redeems everyone at closure.
  const redeemers = closedOn ? members : spec.status === 'harvesting' ? members.slice(-1) : []
  for (const user of redeemers) {
    const date = closedOn ?? addDays(inception, 1340)
    const units = round(unitsOf(user.id, date) * (closedOn ? 1 : 0.5), 4)
    if (units > 0) add(user, 'redemption', units * navAt(date), units, date)
  }
  entries.sort((a, b) => a.entry_date.localeCompare(b.entry_date))

  const deltas = entries
    .filter((e) => e.units !== null)
    .map((e) => ({
      date: e.entry_date,
      units: (e.type === 'redemption' ? -1 : 1) * (e.units as number),
    }))
  const windowStart = dateAgo(ctx, 4 * 365)
  const navs = quarters
    .filter((q) => q >= windowStart)
    .map((q) => {
      const held = deltas.filter((d) => d.date <= q).reduce((s, d) => s + d.units, 0)
      const units = Math.max(0, round(held, 4))
      const navPerUnit = navByQuarter.get(q) as number
      return { date: q, navPerUnit, units, total: money(units * navPerUnit) }
    })
    // From the first valuation with units in issue onwards.
    .filter((n, i, all) => n.units > 0 || all.slice(0, i).some((p) => p.units > 0))
  return { inception, closedOn, entries, navs }
}
