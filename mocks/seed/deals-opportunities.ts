import type { SeedContext } from './context'
import type { Reference } from './deals-reference'
import {
  BRAND_PREFIXES,
  BRAND_SUFFIXES,
  INDUSTRIES,
  ROUND_NAMES,
  UK_CITIES,
} from './deals-catalogue'
import {
  addDays,
  chance,
  dateAgo,
  int,
  put,
  roundTo,
  slugify,
  stampOn,
  weighted,
} from './deals-util'
import { describe, summarise } from './deals-copy'
import { bankDetailsFor } from './deals-bank'
import { seedImage } from './images'

/** What the later seeders need to know about an opportunity they did not write. */
export interface OpportunityPlan {
  id: number
  name: string
  slug: string
  brand: string
  stage: number
  status: number
  industry: number
  typeIndex: number
  openDate: string
  closeDate: string
  target: number
  /** Share of the target the seed fills with non-cancelled investments. */
  fill: number
  min: number
  max: number | null
  step: number
  sharePrice: number
  taxRelief: string
  cashCall: boolean
  marketSounding: boolean
}

/** [stage, status, how many] per block of 60: every stage 1-6 and every status 1-6 (SPEC §2, §4). */
const BLOCK: readonly (readonly [number, number, number])[] = [
  [1, 1, 6],
  [2, 1, 2],
  [2, 3, 4],
  [3, 2, 14],
  [3, 3, 3],
  [4, 2, 3],
  [4, 4, 5],
  [5, 5, 15],
  [6, 6, 6],
  [6, 5, 2],
]

/** open date (days ago), close date (days after open), fill ratio range, by stage/status. */
function timeline(ctx: SeedContext, stage: number, status: number) {
  const span = (a: number, b: number) => int(ctx, a, b)
  if (stage === 1) return { open: -span(20, 90), length: span(45, 120), fill: [0, 0] }
  if (stage === 2 && status === 1)
    return { open: -span(10, 60), length: span(60, 90), fill: [0, 0] }
  if (stage === 2) return { open: span(0, 20), length: span(45, 90), fill: [0.05, 0.3] }
  if (stage === 3) {
    const open = span(10, 80)
    return { open, length: open + span(5, 90), fill: [0.2, 0.9] }
  }
  if (stage === 4 && status === 2) return { open: span(60, 120), length: 0, fill: [0.8, 1.05] }
  if (stage === 4) return { open: span(120, 250), length: span(60, 110), fill: [0.85, 1.2] }
  if (stage === 5) return { open: span(300, 1500), length: span(60, 120), fill: [0.95, 1.15] }
  return { open: span(1500, 3000), length: span(60, 120), fill: [0.95, 1.1] }
}

const NICE_MINIMUMS = [500, 1000, 2000, 2500, 5000, 10000, 25000]
const niceBelow = (n: number, steps: number[]) =>
  [...steps].reverse().find((s) => s <= n) ?? steps[0]

function brandOf(ctx: SeedContext, industry: number) {
  const prefix = ctx.pick(BRAND_PREFIXES)
  const suffix = ctx.pick(BRAND_SUFFIXES[industry])
  if (suffix.startsWith('&') || suffix === 'AI') return `${prefix} ${suffix}`
  return `${prefix}${suffix}`
}

function taxReliefFor(ctx: SeedContext, typeIndex: number): string {
  if (typeIndex === 1) return 'none'
  if (typeIndex === 3)
    return weighted(ctx, [
      ['none', 7],
      ['IHT', 3],
    ])
  if (typeIndex === 4)
    return weighted(ctx, [
      ['EIS', 4],
      ['VCT', 4],
      ['none', 2],
    ])
  return weighted(ctx, [
    ['EIS', 45],
    ['SEIS', 20],
    ['none', 25],
    ['IHT', 10],
  ])
}

/** The HMRC schemes each type may be under (see taxReliefFor). */
const SCHEMES_BY_TYPE: Record<number, readonly string[]> = {
  0: ['EIS', 'SEIS'],
  2: ['EIS', 'SEIS'],
  4: ['EIS'],
}

/**
 * A round named after a scheme ("SEIS round") is under that scheme; a type that cannot be
 * keeps its relief and gets a plain round name. No faker draws, so the seed is unchanged.
 */
export function roundUnderItsScheme(round: string, typeIndex: number, drawnRelief: string) {
  const named = /^(S?EIS) round$/.exec(round)?.[1]
  if (!named) return { round, taxRelief: drawnRelief }
  if ((SCHEMES_BY_TYPE[typeIndex] ?? []).includes(named)) return { round, taxRelief: named }
  return { round: 'Growth round', taxRelief: drawnRelief }
}

/** Opportunities in every stage and status, with the numbers the investments seed fills in. */
export async function seedOpportunities(
  ctx: SeedContext,
  ref: Reference,
): Promise<OpportunityPlan[]> {
  const blocks = ctx.size === 'large' ? 35 : 1
  const categories = ctx.ids('investment-categories')
  const characters = ctx.ids('characters')
  const slugs = new Set<string>()
  const plans: OpportunityPlan[] = []
  for (let b = 0; b < blocks; b++) {
    for (const [stage, status, count] of BLOCK) {
      for (let k = 0; k < count; k++) {
        plans.push(
          await insertOpportunity(ctx, ref, stage, status, k, slugs, categories, characters),
        )
      }
    }
  }
  return plans
}

async function insertOpportunity(
  ctx: SeedContext,
  ref: Reference,
  stage: number,
  status: number,
  k: number,
  slugs: Set<string>,
  categories: number[],
  characters: number[],
): Promise<OpportunityPlan> {
  const industry = int(ctx, 0, INDUSTRIES.length - 1)
  const typeIndex = weighted(ctx, [
    [0, 55],
    [2, 12],
    [1, 13],
    [3, 12],
    [4, 8],
  ])
  const brand = brandOf(ctx, industry)
  const drawnRound = ctx.pick(ROUND_NAMES)
  const t = timeline(ctx, stage, status)
  const openDate = dateAgo(ctx, t.open)
  const closeDate =
    stage === 4 && status === 2 ? dateAgo(ctx, -int(ctx, 1, 14)) : addDays(openDate, t.length)
  const target = weighted(ctx, [
    [roundTo(int(ctx, 100_000, 500_000), 10_000), 4],
    [roundTo(int(ctx, 500_000, 1_500_000), 50_000), 4],
    [roundTo(int(ctx, 1_500_000, 5_000_000), 100_000), 2],
  ])
  const perHead = target / (ctx.size === 'large' ? 28 : 14)
  const min = niceBelow(perHead / 4, NICE_MINIMUMS)
  const step = min >= 5000 ? 1000 : min >= 2000 ? 500 : 100
  const max = chance(ctx, 0.25) ? null : roundTo(Math.max(min * 10, perHead * 8), 5000)
  const equityLike = typeIndex === 0 || typeIndex === 2
  const sharePrice = equityLike
    ? Number(ctx.faker.number.float({ min: 0.05, max: 12.5 }).toFixed(2))
    : 1
  const preMoney = equityLike
    ? roundTo(target * ctx.faker.number.float({ min: 3, max: 12 }), 50_000)
    : null
  const { round, taxRelief } = roundUnderItsScheme(
    drawnRound,
    typeIndex,
    taxReliefFor(ctx, typeIndex),
  )
  const name = `${brand} ${round}`
  let slug = slugify(name)
  for (let n = 2; slugs.has(slug); n++) slug = `${slugify(name)}-${n}`
  slugs.add(slug)
  const cashCall = stage >= 4 || (stage === 3 && chance(ctx, 0.3))
  const marketSounding =
    (stage === 2 && status === 3 && k < 2) || (stage === 3 && status === 3 && k === 2)
  const hasCategory = categories.length > 0 && chance(ctx, 0.7)
  const hasCharacter = characters.length > 0 && chance(ctx, 0.6)
  const createdDays = Math.max(t.open + int(ctx, 10, 60), 5)
  // Pictures go by insertion order, not faker, so the seeded sequence is untouched; steps
  // coprime with 24 let neighbouring cards differ in composition and mark.
  const nth = ctx.db.table('investment-opportunities').count()
  const row = await put(ctx, 'investment-opportunities', {
    name,
    slug,
    company_name: `${brand} Ltd`,
    company_number: String(int(ctx, 8_000_000, 15_999_999)).padStart(8, '0'),
    website: `https://www.${slugify(brand).replace(/-/g, '')}.co.uk`,
    summary: summarise(ctx, brand, industry, ctx.pick(UK_CITIES)),
    description: describe(ctx, brand, industry, target, taxRelief),
    stage,
    status,
    industry_id: ref.industryIds[industry],
    type_id: ref.typeIds[typeIndex],
    sub_type_id: ctx.pick(ref.subTypeIds[typeIndex]),
    category_id: hasCategory ? ctx.pick(categories) : null,
    character_id: hasCharacter ? ctx.pick(characters) : null,
    pipeline_deal_id: null,
    target_amount: target,
    raised_amount: 0,
    minimum_investment: min,
    maximum_investment: max,
    investment_increment: step,
    share_price: sharePrice,
    pre_money_valuation: preMoney,
    equity_offered_percent: preMoney
      ? Math.round((target / (preMoney + target)) * 10000) / 100
      : null,
    open_date: stage === 1 && chance(ctx, 0.3) ? null : openDate,
    close_date: stage === 1 && chance(ctx, 0.3) ? null : closeDate,
    tax_relief: taxRelief,
    is_featured:
      (stage === 3 && status === 2 && k < 3) || (stage === 4 && status === 2 && k === 0) ? 1 : 0,
    hero_image: stage === 1 && k % 2 === 0 ? null : seedImage('hero', nth * 7),
    logo: stage === 1 && k % 3 === 0 ? null : seedImage('logo', nth * 5 + 3),
    cash_call_enabled: cashCall ? 1 : 0,
    market_sounding: marketSounding ? 1 : 0,
    allowed_investor_types: null,
    ...bankDetailsFor(nth, stage),
    created_by: ref.staffIds.length ? ctx.pick(ref.staffIds) : null,
    created_at: ctx.daysAgo(createdDays),
    updated_at: stampOn(ctx, dateAgo(ctx, int(ctx, 0, Math.min(createdDays, 30)))),
  })
  const [lo, hi] = t.fill
  return {
    id: row.id,
    name,
    slug,
    brand,
    stage,
    status,
    industry,
    typeIndex,
    openDate,
    closeDate,
    target,
    fill: ctx.faker.number.float({ min: lo, max: hi }),
    min,
    max,
    step,
    sharePrice,
    taxRelief,
    cashCall,
    marketSounding,
  }
}
