import type { SeedContext } from './context'
import type { SeededFund } from './funds-ledger'
import { addDays, money, stampOf } from './funds-util'

/** Assets a fund may hold besides the platform's own companies. */
const ASSETS: [string, string][] = [
  ['Harbourline Logistics Ltd', 'Logistics'],
  ['Verdant Grid Storage Ltd', 'Energy'],
  ['Kestrel Diagnostics Ltd', 'Healthcare'],
  ['Pennine Data Centres Ltd', 'Infrastructure'],
  ['Copperleaf Analytics Ltd', 'Software'],
  ['Tidewater Foods Ltd', 'Consumer'],
  ['Brightwork Robotics Ltd', 'Industrials'],
  ['Saltmarsh Biologics Ltd', 'Life sciences'],
  ['Oakridge Lending plc', 'Financial services'],
  ['Lumen Learning Ltd', 'Education'],
]

/** Relative sizes of a fund's positions, largest first (a typical concentration). */
const WEIGHTS = [24, 19, 15, 12, 10, 8, 7, 5]

/**
 * Five to eight holdings per fund, deterministic (no faker draws, so later seeders are
 * unchanged): two are the platform's own companies, linked to their opportunity. Their values
 * add up to the fund's latest NAV less a cash buffer of 4–9%.
 */
export async function seedFundHoldings(ctx: SeedContext, funds: SeededFund[]) {
  const opportunities = ctx.db.table('investment-opportunities').all()
  const industries = new Map(
    ctx.db
      .table('industries')
      .all()
      .map((r) => [Number(r.id), String(r.name)]),
  )
  for (const [index, { row, navs }] of funds.entries()) {
    const latest = navs[navs.length - 1]
    if (!latest || latest.total <= 0) continue
    const count = 5 + (index % 4)
    const weights = WEIGHTS.slice(0, count)
    const sum = weights.reduce((s, w) => s + w, 0)
    const invested = latest.total * (1 - (4 + (index % 6)) / 100)
    const inception = String(row.inception_date)
    for (let i = 0; i < count; i++) {
      const value = money((invested * weights[i]) / sum)
      // Early positions have grown, later ones less so; one in five is below cost.
      const multiple = i % 5 === 3 ? 1.25 : 0.55 + ((index + i) % 5) * 0.1
      const cost = money(value * multiple)
      const opportunity =
        i < 2 && opportunities.length > 0
          ? opportunities[(index * 2 + i) % opportunities.length]
          : undefined
      const [assetName, assetSector] = ASSETS[(index * 3 + i) % ASSETS.length]
      const planned = addDays(inception, 45 + i * 120 + index * 7)
      // Never after the valuation that prices it.
      const acquired = planned < latest.date ? planned : addDays(latest.date, -30 * (i + 1))
      const at = stampOf(acquired)
      await ctx.insert('fund-holdings', {
        fund_id: row.id,
        name: opportunity
          ? String(opportunity.company_name ?? opportunity.name ?? assetName)
          : assetName,
        investment_opportunity_id: opportunity ? opportunity.id : null,
        sector: opportunity
          ? (industries.get(Number(opportunity.industry_id)) ?? assetSector)
          : assetSector,
        acquired_at: acquired,
        cost,
        value,
        created_at: at,
        updated_at: stampOf(latest.date),
      })
    }
  }
}
