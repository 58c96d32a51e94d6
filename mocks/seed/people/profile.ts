import type { SeedContext } from '../context'
import type { SeededUsers } from './users'
import { DEMO_INVESTOR, DEMO_NEW_INVESTOR, DEMO_UNVERIFIED } from './users'
import { ATTRIBUTES } from './reference'
import { FIRST_NAMES, SURNAMES, chance, dateAgo, int, pick, stampAgo } from './data'

function attributeValue(
  ctx: SeedContext,
  type: string,
  key: string,
  options: readonly string[] | null,
) {
  switch (type) {
    case 'select':
      return pick(ctx, options ?? [''])
    case 'number':
      return String(int(ctx, 5, 400) * 5000)
    case 'boolean':
      return chance(ctx, 0.4) ? '1' : '0'
    case 'date':
      return dateAgo(ctx, int(ctx, 5, 700))
    default:
      return key === 'introducer'
        ? `${pick(ctx, FIRST_NAMES)} ${pick(ctx, SURNAMES)} (IFA)`
        : pick(ctx, [
            'Healthtech, fintech',
            'Clean energy',
            'Property',
            'Consumer brands',
            'Deep tech, AI',
            'Life sciences',
          ])
  }
}

/** Custom investor attributes (ids 1..7 of the reference seed) filled in per investor. */
export async function seedAttributeValues(ctx: SeedContext, users: SeededUsers) {
  const investorAttrs = ATTRIBUTES.map((a, i) => ({ id: i + 1, a })).filter(
    ({ a }) => a[3] === 'investor',
  )
  for (const userId of users.investors) {
    if (userId === DEMO_NEW_INVESTOR || userId === DEMO_UNVERIFIED) continue
    for (const { id, a } of investorAttrs) {
      const [key, , type, , options, required] = a
      if (userId !== DEMO_INVESTOR && !required && chance(ctx, 0.5)) continue
      const at = stampAgo(ctx, 1, 600)
      await ctx.insert('attribute-values', {
        attribute_id: id,
        attributable_type: 'users',
        attributable_id: userId,
        value: attributeValue(ctx, type, key, options),
        created_at: at,
        updated_at: at,
      })
    }
  }
}

/** Default ownership choices (no opportunity); per-opportunity ones belong to the deals seed. */
export async function seedOwnershipChoices(
  ctx: SeedContext,
  users: SeededUsers,
  orgsByUser: Map<number, number[]>,
  methodsByUser: Map<number, number[]>,
  nominees: number[],
) {
  for (const userId of users.investors) {
    if (userId !== DEMO_INVESTOR && !chance(ctx, 0.4)) continue
    if (userId === DEMO_NEW_INVESTOR || userId === DEMO_UNVERIFIED) continue
    const options: [string, Record<string, number | null>][] = [
      ['own_name', {}],
      ['nominee', { nominee_id: pick(ctx, nominees) }],
    ]
    const orgs = orgsByUser.get(userId)
    if (orgs?.length) options.push(['organisation', { organisation_id: pick(ctx, orgs) }])
    const methods = methodsByUser.get(userId)
    if (methods?.length)
      options.push(['investment_method', { investment_method_id: pick(ctx, methods) }])
    const [choice, refs] = userId === DEMO_INVESTOR ? options[0] : pick(ctx, options)
    const at = stampAgo(ctx, 1, 400)
    await ctx.insert('whole-ownership-choices', {
      user_id: userId,
      investment_opportunity_id: null,
      choice,
      organisation_id: null,
      investment_method_id: null,
      nominee_id: null,
      ...refs,
      created_at: at,
      updated_at: at,
    })
  }
}

/** Invitations to register: accepted (now investors), pending and expired. */
export async function seedInvitations(ctx: SeedContext, users: SeededUsers) {
  const count = ctx.size === 'large' ? 1500 : 40
  const nextToken = () => ctx.faker.string.hexadecimal({ length: 40, casing: 'lower', prefix: '' })
  for (let i = 1; i <= count; i++) {
    const kind = i % 3 === 0 ? 'accepted' : i % 3 === 1 ? 'pending' : 'expired'
    const sentDays =
      kind === 'pending'
        ? ctx.faker.number.float({ min: 0.2, max: 13 })
        : ctx.faker.number.float({ min: 20, max: 700 })
    const sent = ctx.daysAgo(sentDays)
    const invitee =
      kind === 'accepted'
        ? ctx.db.table('users').find(pick(ctx, users.investors.slice(3)))
        : undefined
    const first = invitee ? String(invitee.name) : pick(ctx, FIRST_NAMES)
    const last = invitee ? String(invitee.surname) : pick(ctx, SURNAMES)
    await ctx.insert('invitations', {
      type: 'register',
      email: invitee ? String(invitee.email) : `${first}.${last}.inv${i}@example.com`.toLowerCase(),
      name: `${first} ${last}`,
      user_id: invitee?.id ?? null,
      investment_opportunity_id: null,
      invited_by: pick(ctx, users.owners),
      token: nextToken(),
      message: chance(ctx, 0.5)
        ? `Dear ${first}, I'd be delighted to have you join our investor network.`
        : null,
      sent_at: sent,
      accepted_at: kind === 'accepted' ? ctx.daysAgo(sentDays - 1) : null,
      expires_at: ctx.daysAgo(sentDays - 14),
      created_at: sent,
      updated_at: sent,
    })
  }
}
