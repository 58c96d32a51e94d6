import { seedCategoryApprovals } from './category-approvals'
import type { SeedContext } from '../context'
import { investorReference } from '../../resources/users'
import {
  address,
  chance,
  dateAgo,
  emailFor,
  int,
  mobile,
  person,
  pick,
  stampAgo,
  weighted,
} from './data'
import { seedImage } from '../images'

/** DESIGN.md's demo accounts, ids 1..12 in this order; every password is `password`. */
const DEMO = [
  ['superadmin@example.com', 1, 'Alex', 'Morgan'],
  ['entrepreneur@example.com', 2, 'Priya', 'Shah'],
  ['committee@example.com', 3, 'Richard', 'Hughes'],
  ['investor@example.com', 5, 'James', 'Whitaker'],
  ['newinvestor@example.com', 5, 'Emily', 'Carter'],
  ['unverified@example.com', 5, 'Tom', 'Fletcher'],
  ['custodian@example.com', 7, 'Helen', 'Baxter'],
  ['support@example.com', 8, 'Samuel', 'Okafor'],
  ['creator@example.com', 9, 'Chloe', 'Bennett'],
  ['manager@example.com', 10, 'Daniel', 'Reid'],
  ['fundmanager@example.com', 11, 'Victoria', 'Lang'],
  ['adviser@example.com', 12, 'Mark', 'Ellison'],
] as const

export const DEMO_INVESTOR = 4
export const DEMO_NEW_INVESTOR = 5
export const DEMO_UNVERIFIED = 6
/** Staff who own investor relationships (account managers). */
const RELATIONSHIP_ROLES = [1, 10, 11, 12] as const

export interface SeededUsers {
  staff: number[]
  /** Staff who manage investors (owner_id of investors, contacts, organisations). */
  owners: number[]
  investors: number[]
}

const blankInvestorColumns = {
  investor_category_id: null,
  category_confirmed_at: null,
  investor_type_id: null,
  lead_status_id: null,
  owner_id: null,
  client_group_id: null,
  date_of_birth: null,
  address_line_1: null,
  address_line_2: null,
  city: null,
  county: null,
  postcode: null,
  country: 'GB',
  nationality: 'GB',
  investor_reference: null,
  is_market_sounding_insider: 0,
  compliance_failed_at: null,
  avatar: null,
  remember_token: null,
  invited_at: null,
  deactivated_at: null,
}

async function insertStaff(
  ctx: SeedContext,
  email: string,
  role: number,
  name: string,
  surname: string,
) {
  const created = stampAgo(ctx, 800, 1000)
  return ctx.insert('users', {
    ...blankInvestorColumns,
    name,
    surname,
    email,
    password: 'password',
    role_id: role,
    email_verified_at: created,
    accepted_terms_version: 1,
    compliance_passed: 1,
    compliance_tries: 0,
    kyc_status: 'verified',
    phone: mobile(ctx),
    last_login_at: stampAgo(ctx, 0, 10),
    created_at: created,
    updated_at: stampAgo(ctx, 0, 30),
  })
}

interface InvestorShape {
  email?: string
  name?: string
  surname?: string
  verified?: boolean
  terms?: number
  compliance?: 0 | 1
  tries?: number
  kyc?: 'pending' | 'verified' | 'failed'
  categoryId?: number | null
  investorTypeId?: number
  leadStatusId?: number
  clientGroupId?: number | null
  ownerId?: number
}

async function insertInvestor(ctx: SeedContext, owners: number[], shape: InvestorShape = {}) {
  const id = ctx.db.table('users').nextId()
  const who = person(ctx)
  const name = shape.name ?? who.name
  const surname = shape.surname ?? who.surname
  const createdDays = ctx.faker.number.float({ min: 1, max: 1100, fractionDigits: 4 })
  const created = ctx.daysAgo(createdDays)
  const verified = shape.verified ?? chance(ctx, 0.93)
  const compliance = shape.compliance ?? (verified && chance(ctx, 0.75) ? 1 : 0)
  const tries = shape.tries ?? (compliance ? int(ctx, 1, 2) : verified ? int(ctx, 0, 3) : 0)
  // A few failed in the last day: the 24-hour cooldown of SPEC §8 applies to them.
  const failedAt = !compliance && tries > 0 ? stampAgo(ctx, 0.05, Math.min(createdDays, 60)) : null
  const categoryId =
    shape.categoryId !== undefined
      ? shape.categoryId
      : verified && chance(ctx, 0.85)
        ? int(ctx, 1, 5)
        : null
  return ctx.insert('users', {
    ...blankInvestorColumns,
    ...address(ctx),
    name,
    surname,
    email: shape.email ?? emailFor(name, surname, id),
    password: 'password',
    role_id: 5,
    email_verified_at: verified ? ctx.daysAgo(createdDays - 0.01) : null,
    // About one in ten has a portrait; the rest get initials in the UI. One faker draw either
    // way, as before, so the rest of the seed is unchanged.
    avatar: chance(ctx, 0.1) ? seedImage('person', int(ctx, 0, 23)) : null,
    accepted_terms_version: shape.terms ?? (verified && chance(ctx, 0.9) ? 1 : 0),
    compliance_passed: compliance,
    compliance_tries: tries,
    compliance_failed_at: failedAt,
    investor_category_id: categoryId,
    category_confirmed_at: categoryId ? ctx.daysAgo(Math.max(0, createdDays - 1)) : null,
    investor_type_id:
      shape.investorTypeId ??
      weighted(ctx, [
        [1, 70],
        [2, 15],
        [3, 10],
        [4, 5],
      ]),
    lead_status_id: shape.leadStatusId ?? int(ctx, 1, 8),
    owner_id: shape.ownerId ?? pick(ctx, owners),
    client_group_id:
      shape.clientGroupId !== undefined
        ? shape.clientGroupId
        : chance(ctx, 0.6)
          ? int(ctx, 1, 6)
          : null,
    phone: mobile(ctx),
    date_of_birth: dateAgo(ctx, int(ctx, 23 * 365, 82 * 365)),
    nationality: weighted(ctx, [
      ['GB', 85],
      ['IE', 4],
      ['US', 3],
      ['IN', 3],
      ['FR', 2],
      ['DE', 2],
      ['ZA', 1],
    ]),
    kyc_status:
      shape.kyc ??
      (verified
        ? weighted(ctx, [
            ['verified', 80],
            ['pending', 14],
            ['failed', 6],
          ])
        : 'pending'),
    investor_reference: investorReference(id),
    is_market_sounding_insider: chance(ctx, 0.08) ? 1 : 0,
    last_login_at: verified ? stampAgo(ctx, 0, Math.min(createdDays, 200)) : null,
    created_at: created,
    updated_at: ctx.daysAgo(
      Math.max(0, createdDays - ctx.faker.number.float({ min: 0, max: createdDays })),
    ),
  })
}

/** investor@: ready to invest; newinvestor@: terms and test pending; unverified@: no email check. */
// prettier-ignore
const DEMO_INVESTORS: Record<string, InvestorShape> = {
  'investor@example.com': { verified: true, terms: 1, compliance: 1, tries: 1, kyc: 'verified', categoryId: 2, leadStatusId: 6, clientGroupId: 6 },
  'newinvestor@example.com': { verified: true, terms: 0, compliance: 0, tries: 0, kyc: 'pending', categoryId: null, leadStatusId: 5 },
  'unverified@example.com': { verified: false, terms: 0, compliance: 0, tries: 0, kyc: 'pending', categoryId: null, leadStatusId: 1 },
}

export async function seedUsers(ctx: SeedContext): Promise<SeededUsers> {
  const large = ctx.size === 'large'
  const staff: number[] = []
  const owners: number[] = []
  // Demo accounts first, in order (ids 1..12); the demo investors belong to manager@ (id 10).
  const demoOwners = [10]
  for (const [email, role, name, surname] of DEMO) {
    if (role !== 5) {
      const row = await insertStaff(ctx, email, role, name, surname)
      staff.push(row.id)
      if ((RELATIONSHIP_ROLES as readonly number[]).includes(role)) owners.push(row.id)
      continue
    }
    const common = { email, name, surname, ownerId: 10, investorTypeId: 1, clientGroupId: null }
    await insertInvestor(ctx, demoOwners, { ...common, ...DEMO_INVESTORS[email] })
  }
  staff.push((await insertStaff(ctx, 'compliance@example.com', 6, 'Fiona', 'Campbell')).id)
  for (let i = 0; i < (large ? 24 : 6); i++) {
    const role = pick(ctx, [10, 10, 12, 12, 11, 1, 8, 3])
    const who = person(ctx)
    const row = await insertStaff(
      ctx,
      `${who.name}.${who.surname}${i + 1}@staff.example.com`.toLowerCase(),
      role,
      who.name,
      who.surname,
    )
    staff.push(row.id)
    if ((RELATIONSHIP_ROLES as readonly number[]).includes(role)) owners.push(row.id)
  }
  const investors = [DEMO_INVESTOR, DEMO_NEW_INVESTOR, DEMO_UNVERIFIED]
  const count = large ? 10_000 : 150
  for (let i = 0; i < count; i++) investors.push((await insertInvestor(ctx, owners)).id)
  await seedCategoryApprovals(ctx, investors)
  return { staff, owners, investors }
}
