import type { Row } from '../db/db'
import type { SeedContext } from './context'
import { planFund, type Entry, type Valuation } from './funds-book'
import { DESCRIPTIONS, fundCatalogue, type FundSpec } from './funds-catalogue'
import { addDays, amountIn, byEmail, investorsOf, money, sample, stampOf } from './funds-util'

/** What later seeders need to know about a fund. */
export interface SeededFund {
  row: Row
  spec: FundSpec
  navs: Valuation[]
  entries: Entry[]
}

const REF_CODES: Record<Entry['type'], string> = {
  commitment: 'COM',
  capital_call: 'CALL',
  distribution: 'DIST',
  fee: 'FEE',
  redemption: 'RED',
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** NEGF for "Northgate EIS Growth Fund I": the prefix of the fund's ledger references. */
const code = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('')
    .slice(0, 4)

const total = (entries: Entry[], type: Entry['type']) =>
  money(entries.filter((e) => e.type === type).reduce((s, e) => s + e.amount, 0))

/** Funds with four years of quarterly NAVs and an investor ledger that adds up. */
export async function seedFundsAndLedger(ctx: SeedContext): Promise<SeededFund[]> {
  const { faker } = ctx
  const demo = byEmail(ctx, 'investor@example.com')
  // newinvestor@example.com is the investor with nothing yet: no fund may draw them.
  const newcomer = byEmail(ctx, 'newinvestor@example.com')
  const others = investorsOf(ctx).filter((u) => u.id !== demo?.id && u.id !== newcomer?.id)
  const seeded: SeededFund[] = []

  for (const [index, spec] of fundCatalogue(ctx).entries()) {
    const count =
      ctx.size === 'large'
        ? faker.number.int({ min: 60, max: 160 })
        : faker.number.int({ min: 8, max: 16 })
    const members = sample(ctx, others, count)
    // The demo investor holds three funds, so their portfolio shows fund holdings.
    if (demo && [0, 2, 4].includes(index)) members.unshift(demo)
    const { inception, entries, navs } = planFund(ctx, spec, members)

    const committed = total(entries, 'commitment')
    const target =
      spec.status === 'fundraising'
        ? amountIn(ctx, committed * 1.5, committed * 3, 250_000)
        : amountIn(ctx, committed, committed * 1.25, 250_000)
    const latest = navs[navs.length - 1]
    const created = stampOf(addDays(inception, -30))
    const row = await ctx.insert('funds', {
      name: spec.name,
      slug: slug(spec.name),
      manager_name: spec.manager,
      strategy: spec.strategy,
      vintage_year: Number(inception.slice(0, 4)),
      currency: 'GBP',
      target_size: target,
      committed_amount: committed,
      called_amount: total(entries, 'capital_call'),
      nav: latest ? latest.total : 0,
      status: spec.status,
      inception_date: inception,
      management_fee: spec.fee,
      carried_interest: spec.carry,
      hurdle_rate: spec.hurdle,
      description: `<p>${DESCRIPTIONS[spec.strategy]}</p>`,
      created_at: created,
      updated_at: latest ? stampOf(addDays(latest.date, 30)) : created,
    })

    const prefix = code(spec.name) || `F${row.id}`
    const seq: Record<string, number> = {}
    for (const e of entries) {
      const kind = REF_CODES[e.type]
      seq[kind] = (seq[kind] ?? 0) + 1
      const late = e.type === 'capital_call' && e.entry_date > addDays(inception, 60)
      await ctx.insert('fund-ledger', {
        fund_id: row.id,
        ...e,
        reference: `${prefix}-${kind}-${String(seq[kind]).padStart(4, '0')}`,
        notes: late && seq[kind] % 7 === 0 ? 'Equalisation call for a late commitment' : null,
        created_at: stampOf(e.entry_date),
        updated_at: stampOf(e.entry_date),
      })
    }
    for (const n of navs) {
      const audited = n.date.endsWith('03-31')
      await ctx.insert('net-asset-values', {
        fund_id: row.id,
        valuation_date: n.date,
        nav_per_unit: n.navPerUnit,
        total_nav: n.total,
        units_in_issue: n.units,
        notes: audited ? 'Audited year-end valuation' : 'Quarterly valuation (unaudited)',
        created_at: stampOf(addDays(n.date, 28)),
        updated_at: stampOf(addDays(n.date, 28)),
      })
    }
    seeded.push({ row, spec, navs, entries })
  }
  return seeded
}
