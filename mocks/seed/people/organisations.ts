import type { SeedContext } from '../context'
import type { SeededUsers } from './users'
import { DEMO_INVESTOR } from './users'
import {
  COMPANY_WORDS,
  SURNAMES,
  TOWNS,
  address,
  chance,
  companyName,
  companyNumber,
  dateAgo,
  int,
  landline,
  pick,
  stampAgo,
  weighted,
} from './data'

export interface SeededOrganisations {
  organisations: number[]
  /** Approved links per investor: the organisations they may act for. */
  approvedByUser: Map<number, number[]>
}

const ROLES_BY_TYPE: Record<string, readonly string[]> = {
  company: ['director', 'shareholder', 'authorised_signatory'],
  trust: ['trustee'],
  partnership: ['authorised_signatory', 'shareholder'],
  charity: ['trustee', 'authorised_signatory'],
  pension: ['trustee', 'authorised_signatory'],
}

function orgName(ctx: SeedContext, type: string, surname: string): string {
  switch (type) {
    case 'trust':
      return pick(ctx, [
        `The ${surname} Family Trust`,
        `${surname} Discretionary Settlement`,
        `${surname} Will Trust`,
      ])
    case 'partnership':
      return `${surname} & ${pick(ctx, SURNAMES)} LLP`
    case 'charity':
      return pick(ctx, [
        `${pick(ctx, COMPANY_WORDS)} Foundation`,
        `${pick(ctx, TOWNS)[0]} Community Trust`,
      ])
    case 'pension':
      return pick(ctx, [
        `${surname} SSAS`,
        `${surname} Executive Pension Scheme`,
        `${surname} Directors' Pension Fund`,
      ])
    default:
      return surname === 'Whitaker' ? 'Whitaker Capital Ltd' : companyName(ctx)
  }
}

async function insertOrganisation(
  ctx: SeedContext,
  owners: number[],
  type: string,
  surname: string,
  status: string,
) {
  const created = stampAgo(ctx, 30, 1000)
  const addr = address(ctx)
  const name = orgName(ctx, type, surname)
  const domain = `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.example.co.uk`
  const isCompany = type === 'company' || type === 'partnership'
  return ctx.insert('organisations', {
    name,
    type,
    company_number:
      type === 'partnership'
        ? `OC${int(ctx, 300_000, 449_999)}`
        : isCompany
          ? companyNumber(ctx)
          : null,
    charity_number: type === 'charity' ? String(int(ctx, 200_000, 1_199_999)) : null,
    vat_number:
      type === 'company' && chance(ctx, 0.6) ? `GB${int(ctx, 100_000_000, 999_999_999)}` : null,
    lei:
      type === 'company' && chance(ctx, 0.3)
        ? ctx.faker.string.alphanumeric({ length: 20, casing: 'upper' })
        : null,
    incorporation_date: dateAgo(ctx, int(ctx, 400, 9000)),
    registered_address_line_1: addr.address_line_1,
    registered_address_line_2: addr.address_line_2,
    registered_city: addr.city,
    registered_postcode: addr.postcode,
    registered_country: 'GB',
    email: chance(ctx, 0.7) ? `office@${domain}` : null,
    phone: chance(ctx, 0.7) ? landline(ctx) : null,
    website: type === 'company' && chance(ctx, 0.5) ? `https://www.${domain}` : null,
    status,
    // Applications made by investors have no relationship owner until staff take them on.
    owner_id: status === 'pending' ? null : pick(ctx, owners),
    lead_status_id: status === 'pending' ? null : int(ctx, 1, 8),
    created_at: created,
    updated_at: created,
  })
}

async function link(
  ctx: SeedContext,
  userId: number,
  orgId: number,
  role: string,
  status: string,
  staff: number[],
  primary: boolean,
) {
  const created = stampAgo(ctx, 5, 600)
  const decided = status !== 'pending'
  return ctx.insert('organisation-links', {
    user_id: userId,
    organisation_id: orgId,
    role,
    status,
    ownership_percentage: role === 'shareholder' ? int(ctx, 5, 100) : null,
    is_primary: primary ? 1 : 0,
    reviewed_by: decided ? pick(ctx, staff) : null,
    reviewed_at: decided ? stampAgo(ctx, 0, 5) : null,
    rejection_reason:
      status === 'rejected'
        ? pick(ctx, [
            'Could not verify directorship at Companies House.',
            'Trust deed not provided.',
            'Applicant is not an authorised signatory.',
          ])
        : null,
    created_at: created,
    updated_at: created,
  })
}

export async function seedOrganisations(
  ctx: SeedContext,
  users: SeededUsers,
): Promise<SeededOrganisations> {
  const approvedByUser = new Map<number, number[]>()
  const organisations: number[] = []
  const addApproved = (u: number, o: number) =>
    approvedByUser.set(u, [...(approvedByUser.get(u) ?? []), o])

  // The demo investor directs a company, is a trustee of the family trust and has an
  // application pending for the family SSAS.
  const demo = [
    ['company', 'approved', 'director'],
    ['trust', 'approved', 'trustee'],
    ['pension', 'pending', 'trustee'],
  ] as const
  for (const [i, [type, status, role]] of demo.entries()) {
    const org = await insertOrganisation(
      ctx,
      users.owners,
      type,
      'Whitaker',
      status === 'pending' ? 'pending' : 'active',
    )
    organisations.push(org.id)
    await link(ctx, DEMO_INVESTOR, org.id, role, status, users.staff, i === 0)
    if (status === 'approved') addApproved(DEMO_INVESTOR, org.id)
  }

  const pool = users.investors.slice(3)
  const count = ctx.size === 'large' ? 1200 : 40
  for (let i = 0; i < count; i++) {
    const type = weighted(ctx, [
      ['company', 50],
      ['trust', 20],
      ['partnership', 10],
      ['charity', 8],
      ['pension', 12],
    ] as const)
    const status = weighted(ctx, [
      ['active', 75],
      ['pending', 10],
      ['inactive', 10],
      ['dissolved', 5],
    ] as const)
    const people = Array.from({ length: int(ctx, 1, 3) }, () => pick(ctx, pool))
    const lead = ctx.db.table('users').find(people[0])
    const org = await insertOrganisation(
      ctx,
      users.owners,
      type,
      String(lead?.surname ?? pick(ctx, SURNAMES)),
      status,
    )
    organisations.push(org.id)
    for (const [j, userId] of [...new Set(people)].entries()) {
      const linkStatus =
        status === 'pending'
          ? 'pending'
          : weighted(ctx, [
              ['approved', 80],
              ['pending', 12],
              ['rejected', 8],
            ] as const)
      await link(
        ctx,
        userId,
        org.id,
        pick(ctx, ROLES_BY_TYPE[type]),
        linkStatus,
        users.staff,
        j === 0,
      )
      if (linkStatus === 'approved') addApproved(userId, org.id)
    }
  }
  return { organisations, approvedByUser }
}
