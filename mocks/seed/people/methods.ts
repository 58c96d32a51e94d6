import type { SeedContext } from '../context'
import type { SeededUsers } from './users'
import { DEMO_INVESTOR } from './users'
import {
  FIRST_NAMES,
  SURNAMES,
  TOWNS,
  chance,
  dateAgo,
  int,
  landline,
  mobile,
  pick,
  postcode,
  stampAgo,
  weighted,
} from './data'

/** Fictitious providers: [product, provider, reference prefix]. */
const PRODUCTS = [
  ['SIPP', 'Albion Pensions', 'SIPP'],
  ['SSAS', 'Beacon SSAS Administration', 'SSAS'],
  ['Stocks & Shares ISA', 'Kingfisher Investments', 'ISA'],
  ['Wrap Account', 'Harbour Wealth Platform', 'WRP'],
  ['Offshore Bond', 'Castlegate Life (IoM)', 'OB'],
  ['Discretionary Portfolio', 'Linden Private Clients', 'DPM'],
] as const

export async function seedInvestmentMethods(ctx: SeedContext, users: SeededUsers) {
  const byHolder = new Map<number, number[]>()
  const pool = users.investors.slice(3)
  const insert = async (holder: number, lead: number | null, type: string, status: string) => {
    const [product, provider, prefix] = pick(ctx, PRODUCTS)
    const u = ctx.db.table('users').find(holder)
    const created = stampAgo(ctx, 10, 900)
    const row = await ctx.insert('investment-methods', {
      name: `${u?.name} ${u?.surname} ${product}`,
      type,
      provider,
      account_name: `${provider} re ${u?.name} ${u?.surname}`,
      account_reference: `${prefix}-${int(ctx, 100_000, 999_999)}`,
      user_id: holder,
      lead_user_id: lead,
      status,
      opened_at: status === 'pending' ? null : dateAgo(ctx, int(ctx, 30, 2000)),
      owner_id: pick(ctx, users.owners),
      created_at: created,
      updated_at: created,
    })
    byHolder.set(holder, [...(byHolder.get(holder) ?? []), row.id])
  }
  // The demo investor holds a SIPP and acts as lead on a relative's private arrangement.
  await insert(DEMO_INVESTOR, DEMO_INVESTOR, 'manual', 'active')
  await insert(pool[0], DEMO_INVESTOR, 'private_manual', 'active')
  const count = ctx.size === 'large' ? 1500 : 30
  for (let i = 0; i < count; i++) {
    const holder = pick(ctx, pool)
    const lead = chance(ctx, 0.35) ? pick(ctx, pool) : null
    await insert(
      holder,
      lead,
      pick(ctx, ['manual', 'private_manual']),
      weighted(ctx, [
        ['active', 70],
        ['pending', 20],
        ['closed', 10],
      ] as const),
    )
  }
  return byHolder
}

const JOB_TITLES = [
  'Managing Director',
  'Finance Director',
  'Chief Executive',
  'Partner',
  'Independent Financial Adviser',
  'Wealth Manager',
  'Family Office Principal',
  'Business Angel',
  'Chartered Accountant',
  'Solicitor',
] as const

export async function seedContacts(ctx: SeedContext, users: SeededUsers, organisations: number[]) {
  const count = ctx.size === 'large' ? 3000 : 80
  for (let i = 1; i <= count; i++) {
    const first = pick(ctx, FIRST_NAMES)
    const last = pick(ctx, SURNAMES)
    const [city, , area] = pick(ctx, TOWNS)
    const orgId = chance(ctx, 0.3) ? pick(ctx, organisations) : null
    const org = orgId ? ctx.db.table('organisations').find(orgId) : undefined
    const created = stampAgo(ctx, 1, 900)
    await ctx.insert('contacts', {
      first_name: first,
      last_name: last,
      email: `${first}.${last}.c${i}`.toLowerCase().replace(/[^a-z0-9.]/g, '') + '@example.com',
      phone: chance(ctx, 0.5) ? mobile(ctx) : landline(ctx),
      company: org
        ? org.name
        : chance(ctx, 0.5)
          ? `${last} ${pick(ctx, ['Wealth', 'Associates', 'Partners'])} Ltd`
          : null,
      job_title: pick(ctx, JOB_TITLES),
      city,
      postcode: postcode(ctx, area),
      country: weighted(ctx, [
        ['GB', 92],
        ['IE', 4],
        ['JE', 2],
        ['GG', 2],
      ] as const),
      source: pick(ctx, ['referral', 'website', 'event', 'introducer', 'other', null]),
      organisation_id: orgId,
      owner_id: pick(ctx, users.owners),
      lead_status_id: int(ctx, 1, 8),
      investor_category_id: null,
      category_confirmed_at: null,
      created_at: created,
      updated_at: created,
    })
  }
}
