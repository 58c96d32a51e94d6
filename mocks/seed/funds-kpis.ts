import type { SeedContext } from './context'
import type { SeededFund } from './funds-ledger'
import { addDays, dateAgo, money, periodOf, round, stampOf } from './funds-util'

/** Quarterly fund KPIs (IRR, TVPI, DPI, companies, cash) for each fund's last four valuations. */
export async function seedFundKpis(ctx: SeedContext, funds: SeededFund[]) {
  const yesterday = dateAgo(ctx, 1)
  for (const f of funds) {
    for (const n of f.navs.slice(-4)) {
      const before = f.entries.filter((e) => e.entry_date <= n.date)
      const sum = (types: string[]) =>
        before.filter((e) => types.includes(e.type)).reduce((s, e) => s + e.amount, 0)
      const called = sum(['capital_call'])
      if (called <= 0) continue
      const distributed = sum(['distribution', 'redemption'])
      const tvpi = (n.total + distributed) / called
      const age = (Date.parse(n.date) - Date.parse(String(f.row.inception_date))) / 86_400_000
      const years = Math.max(0.5, age / 365)
      const reportedOn = addDays(n.date, 35) <= yesterday ? addDays(n.date, 35) : yesterday
      const cash = called * ctx.faker.number.float({ min: 0.04, max: 0.15 })
      const kpis = [
        { name: 'Net IRR', value: round((tvpi ** (1 / years) - 1) * 100, 1), unit: 'percent' },
        { name: 'TVPI', value: round(tvpi, 2), unit: 'multiple' },
        { name: 'DPI', value: round(distributed / called, 2), unit: 'multiple' },
        {
          name: 'Portfolio companies',
          value: Math.max(1, Math.round(called / 250_000)),
          unit: 'count',
        },
        { name: 'Cash reserves', value: money(cash), unit: 'GBP' },
      ]
      for (const k of kpis) {
        await ctx.insert('fund-kpis', {
          fund_id: f.row.id,
          ...k,
          period: periodOf(n.date),
          reported_at: stampOf(reportedOn, 10),
          created_at: stampOf(reportedOn, 10),
          updated_at: stampOf(reportedOn, 10),
        })
      }
    }
  }
}
