import type { SeedContext } from './context'
import { seedCompliance } from './funds-compliance'
import { seedFundCrm } from './funds-crm'
import { seedFundHoldings } from './funds-holdings'
import { seedFundKpis } from './funds-kpis'
import { seedFundsAndLedger } from './funds-ledger'
import { seedFundOpportunities } from './funds-opportunities'
import { seedReports } from './funds-reports'

const COLUMN_LABELS: [string, string][] = [
  ['investment', 'Investment'],
  ['investment_date', 'Date invested'],
  ['amount', 'Amount invested'],
  ['shares', 'Shares'],
  ['share_price', 'Current share price'],
  ['current_value', 'Current value'],
  ['change', 'Change'],
  ['tax_relief', 'Tax relief'],
  ['status', 'Status'],
  ['payment_reference', 'Payment reference'],
]

const layout = (keys: string[]) =>
  COLUMN_LABELS.map(([key, label]) => ({ key, label, visible: keys.includes(key) ? 1 : 0 }))
    .sort(
      (a, b) => Number(b.visible) - Number(a.visible) || keys.indexOf(a.key) - keys.indexOf(b.key),
    )
    .map((c, order) => ({ ...c, visible: c.visible === 1, order }))

async function seedPortfolioTables(ctx: SeedContext) {
  const tables = [
    {
      name: 'Standard',
      keys: ['investment', 'investment_date', 'amount', 'shares', 'current_value', 'change'],
    },
    {
      name: 'Tax relief',
      keys: ['investment', 'investment_date', 'amount', 'tax_relief', 'payment_reference'],
    },
    {
      name: 'Performance',
      keys: ['investment', 'amount', 'share_price', 'current_value', 'change', 'status'],
    },
  ]
  for (const [i, t] of tables.entries()) {
    await ctx.insert('portfolio-tables', {
      name: t.name,
      columns: layout(t.keys),
      order: i + 1,
      is_default: i === 0 ? 1 : 0,
      is_visible: 1,
      created_at: ctx.daysAgo(600 - i),
      updated_at: ctx.daysAgo(90 - i),
    })
  }
}

async function seedSupportMessages(ctx: SeedContext) {
  const investors = ctx.db
    .table('users')
    .where((u) => u.role_id === 5)
    .slice(0, 3)
  const subjects = [
    'Question about my EIS certificate',
    'Updating my bank details',
    'Capital call deadline',
  ]
  for (const [i, user] of investors.entries()) {
    const at = ctx.daysAgo(3 + i * 11)
    await ctx.insert('support_messages', {
      user_id: user.id,
      subject: subjects[i],
      message: 'Please could someone from the team get in touch with me about this?',
      created_at: at,
      updated_at: at,
    })
  }
}

/**
 * Funds (NAVs, ledger, KPIs, fund opportunities), reports and KPIs, portfolio tables and the
 * compliance questionnaires. Runs after "people" and "deals", whose rows it reads.
 */
export async function seedFunds(ctx: SeedContext) {
  const funds = await seedFundsAndLedger(ctx)
  await seedFundKpis(ctx, funds)
  await seedFundOpportunities(ctx, funds)
  await seedFundCrm(ctx, funds)
  await seedReports(ctx, funds)
  await seedPortfolioTables(ctx)
  await seedCompliance(ctx)
  await seedSupportMessages(ctx)
  // Last, so the rows above keep their ids and faker draws.
  await seedFundHoldings(ctx, funds)
}
