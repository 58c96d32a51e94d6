import type { SeedContext } from './context'
import type { SeededFund } from './funds-ledger'
import { amountIn, dateAgo, money, stampOf } from './funds-util'

type Maturity = 'open' | 'maturing' | 'matured' | 'rolled_over'

/** Every maturity status live, plus drafts being prepared, then a mix. */
const COMBOS: { status: 1 | 2; maturity: Maturity }[] = [
  { status: 2, maturity: 'open' },
  { status: 2, maturity: 'maturing' },
  { status: 2, maturity: 'matured' },
  { status: 2, maturity: 'rolled_over' },
  { status: 1, maturity: 'open' },
  { status: 1, maturity: 'open' },
  { status: 2, maturity: 'open' },
  { status: 2, maturity: 'maturing' },
]

const TRANCHES = [
  '2026/27 Tax Year Subscription',
  'Second Close',
  'Top-up Tranche',
  'Fixed Income Notes 2029',
  'Evergreen Subscription',
  'Co-investment Allocation',
  'Income Share Class',
  'Accumulation Share Class',
]

const BLURBS = [
  'Subscriptions are pooled and deployed across the fund portfolio within 12 months of the close.',
  'Investors receive units at the prevailing NAV per unit on the dealing date after funds clear.',
  'Notes pay a fixed coupon quarterly in arrears and are repaid at par on the maturity date.',
  'Allocations are made on a first-come, first-served basis subject to the minimum subscription.',
]

/** Windows, relative to the reference date, that put a tranche in each maturity status. */
const MATURITY_DAYS: Record<Maturity, [number, number]> = {
  open: [-1400, -400],
  maturing: [-170, -20],
  matured: [30, 400],
  rolled_over: [30, 300],
}

/** Fund opportunities (investing into a fund): both statuses and every maturity status. */
export async function seedFundOpportunities(ctx: SeedContext, funds: SeededFund[]) {
  const { faker } = ctx
  let n = 0
  for (const f of funds) {
    const count = ctx.size === 'large' ? faker.number.int({ min: 2, max: 3 }) : 2
    for (let i = 0; i < count; i++, n++) {
      const combo = COMBOS[n % COMBOS.length]
      const tranche = TRANCHES[(n + i) % TRANCHES.length]
      const target = amountIn(ctx, 1_000_000, 10_000_000, 250_000)
      const past = combo.maturity === 'matured' || combo.maturity === 'rolled_over'
      const raisedShare =
        combo.status === 1
          ? 0
          : past
            ? faker.number.float({ min: 0.8, max: 1 })
            : faker.number.float({ min: 0.1, max: 0.95 })
      const [lo, hi] = MATURITY_DAYS[combo.maturity]
      const maturityDate = dateAgo(ctx, faker.number.int({ min: lo, max: hi }))
      const closeDate = past
        ? dateAgo(ctx, faker.number.int({ min: 500, max: 900 }))
        : dateAgo(ctx, -faker.number.int({ min: 14, max: 120 }))
      const created = dateAgo(
        ctx,
        past ? faker.number.int({ min: 900, max: 1300 }) : faker.number.int({ min: 10, max: 200 }),
      )
      const name = `${f.spec.name} – ${tranche}`
      await ctx.insert('fund-investment-opportunities', {
        fund_id: f.row.id,
        name,
        slug: `${String(f.row.slug)}-${tranche.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        status: combo.status,
        target_amount: target,
        raised_amount: money(target * raisedShare),
        minimum_investment: faker.helpers.arrayElement([10_000, 25_000, 50_000]),
        close_date: closeDate,
        maturity_date: maturityDate,
        maturity_status: combo.maturity,
        description: `<p>${faker.helpers.arrayElement(BLURBS)}</p><p>${f.spec.manager} is authorised and regulated by the Financial Conduct Authority.</p>`,
        created_at: stampOf(created),
        updated_at: stampOf(created, 15),
      })
    }
  }
}
