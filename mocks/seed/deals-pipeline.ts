import type { SeedContext } from './context'
import type { Reference } from './deals-reference'
import type { OpportunityPlan } from './deals-opportunities'
import type { InvestorPool } from './deals-investments'
import {
  BRAND_PREFIXES,
  BRAND_SUFFIXES,
  INDUSTRIES,
  ROUND_NAMES,
  SYNDICATES,
  UK_CITIES,
} from './deals-catalogue'
import { summarise } from './deals-copy'
import { chance, dateAgo, int, put, roundTo, slugify, stampOn, weighted } from './deals-util'
import { seedCrm, seedDocuments } from './deals-crm'

const LOST_REASONS = [
  'Valuation expectations too high',
  'Founders chose another investor',
  'Failed commercial due diligence',
  'Not EIS-qualifying',
  'Market too small for our investors',
]
const SOURCES = ['referral', 'inbound', 'introducer', 'event', 'network', 'other'] as const

/**
 * ~40 deals (normal) over both pipelines; won ones became the seeded opportunities. The large
 * seed puts ~500 in the first pipeline (3 in 4), enough to load the deal board.
 */
export async function seedPipelineDeals(
  ctx: SeedContext,
  ref: Reference,
  plans: OpportunityPlan[],
  pool: InvestorPool,
) {
  const count = ctx.size === 'large' ? 670 : 40
  const launched = plans.filter((p) => p.stage >= 3)
  const staff = ref.staffIds
  for (let i = 0; i < count; i++) {
    const pipeline = i % 4 === 3 ? ref.pipelines[1] : ref.pipelines[0]
    const stages = pipeline.stageIds
    const stageIndex = weighted(
      ctx,
      stages.map((_, j) => [j, j === stages.length - 1 ? 3 : 2] as const),
    )
    const won = stageIndex === stages.length - 1
    const status = won ? 'won' : chance(ctx, 0.2) ? 'lost' : 'open'
    const linked = won ? launched[i % Math.max(launched.length, 1)] : undefined
    const industry = linked?.industry ?? int(ctx, 0, INDUSTRIES.length - 1)
    const brand =
      linked?.brand ?? `${ctx.pick(BRAND_PREFIXES)}${ctx.pick(BRAND_SUFFIXES[industry])}`
    const typeIndex =
      linked?.typeIndex ??
      weighted(ctx, [
        [0, 6],
        [1, 1],
        [2, 1],
        [3, 1],
        [4, 1],
      ])
    const sought = linked?.target ?? roundTo(int(ctx, 150_000, 4_000_000), 50_000)
    const revenue = roundTo(int(ctx, 0, 8_000_000), 1000)
    const first = ctx.faker.person.firstName()
    const domain = `${slugify(brand).replace(/-/g, '')}.co.uk`
    const created = int(ctx, 30, 500)
    const deal = await put(ctx, 'pipeline-deals', {
      name: linked?.name ?? `${brand} ${ctx.pick(ROUND_NAMES)}`,
      company_name: `${brand} Ltd`,
      company_number: String(int(ctx, 8_000_000, 15_999_999)).padStart(8, '0'),
      website: `https://www.${domain}`,
      contact_name: `${first} ${ctx.faker.person.lastName()}`,
      contact_email: `${first.toLowerCase()}@${domain}`,
      pipeline_id: pipeline.id,
      pipeline_stage_id: stages[stageIndex],
      owner_id: staff.length ? ctx.pick(staff) : null,
      industry_id: ref.industryIds[industry],
      type_id: ref.typeIds[typeIndex],
      investment_opportunity_id: linked?.id ?? null,
      amount_sought: sought,
      valuation:
        typeIndex === 0 || typeIndex === 2
          ? roundTo(sought * ctx.faker.number.float({ min: 3, max: 12 }), 50_000)
          : null,
      expected_close_date:
        status === 'open' ? dateAgo(ctx, -int(ctx, 10, 180)) : dateAgo(ctx, int(ctx, 5, created)),
      status,
      lost_reason: status === 'lost' ? ctx.pick(LOST_REASONS) : null,
      source: ctx.pick(SOURCES),
      description: summarise(ctx, brand, industry, ctx.pick(UK_CITIES)),
      revenue,
      ebitda: roundTo(revenue * ctx.faker.number.float({ min: -0.4, max: 0.25 }), 1000),
      gross_margin_percent: int(ctx, 20, 85),
      employees: int(ctx, 3, 250),
      founded_year: int(ctx, 2008, 2025),
      location: ctx.pick(UK_CITIES),
      created_at: ctx.daysAgo(created),
      updated_at: ctx.daysAgo(int(ctx, 0, Math.min(created, 30))),
      // Not drawn from the seeded random stream, so every other seeded value stays as it was.
      stage_changed_at: ctx.daysAgo(Math.min(created, 3 + ((i * 17) % 90))),
    })
    if (linked) {
      await ctx.db
        .table('investment-opportunities')
        .update(linked.id, { pipeline_deal_id: deal.id }, { silent: true, touch: false })
    }
    if (stageIndex >= stages.length - 3) await seedPlacements(ctx, deal.id, sought, status, pool)
    const large = ctx.size === 'large'
    await seedCrm(
      ctx,
      'pipeline-deals',
      deal.id,
      staff,
      large
        ? { notes: 1, tasks: 0, calls: 0 }
        : { notes: int(ctx, 1, 3), tasks: int(ctx, 0, 2), calls: int(ctx, 0, 2) },
    )
    if (!large) await seedDocuments(ctx, 'pipeline-deals', deal.id, staff, int(ctx, 1, 2), brand)
  }
}

async function seedPlacements(
  ctx: SeedContext,
  dealId: number,
  sought: number,
  status: string,
  pool: InvestorPool,
) {
  for (let k = int(ctx, 1, 3); k > 0; k--) {
    const investor = pool.investors.length > 0 && chance(ctx, 0.6) ? ctx.pick(pool.investors) : null
    const placement =
      status === 'won'
        ? ctx.pick(['committed', 'completed'])
        : status === 'lost'
          ? 'declined'
          : ctx.pick(['proposed', 'soft_circled', 'committed'])
    const at = dateAgo(ctx, int(ctx, 5, 120))
    await put(ctx, 'deal-placements', {
      pipeline_deal_id: dealId,
      user_id: investor?.id ?? null,
      syndicate_name: investor ? null : ctx.pick(SYNDICATES),
      amount: roundTo(sought * ctx.faker.number.float({ min: 0.05, max: 0.3 }), 5000),
      status: placement,
      placed_at: placement === 'proposed' ? null : at,
      notes: placement === 'soft_circled' ? 'Indicative interest, subject to IC paper.' : null,
      created_at: stampOn(ctx, at),
    })
  }
}
