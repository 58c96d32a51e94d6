import type { components } from '@/lib/api/schema.gen'
import type { CurrentUser } from '@/lib/session'

type S = components['schemas']
export type Organisation = S['Organisation']
export type OrganisationLink = S['OrganisationLink']
export type InvestmentMethod = S['InvestmentMethod']

/** One of the investor's organisations, with their link to it (role, application status). */
export interface ProfileOrganisation {
  organisation: Organisation
  link: OrganisationLink | null
}

/** One of the investor's investment methods, and how they relate to it. */
export interface ProfileMethod {
  method: InvestmentMethod
  isHolder: boolean
  isLead: boolean
}

const byName = (a: { name?: string | null }, b: { name?: string | null }) =>
  (a.name ?? '').localeCompare(b.name ?? '', 'en-GB')

/**
 * The organisations the user is linked to, as loaded with the session (SPEC §3
 * `organisations`, each with its link as `pivot`). Rejected applications are left out: the
 * investor has no standing in those organisations (though the page of one still opens, with
 * the decision, as the rejection notification links there: `withRejected`).
 */
export function profileOrganisations(
  user: CurrentUser,
  { withRejected = false } = {},
): ProfileOrganisation[] {
  return (user.organisations ?? [])
    .map((organisation) => ({ organisation, link: organisation.pivot ?? null }))
    .filter(({ link }) => withRejected || link?.status !== 'rejected')
    .sort((a, b) => byName(a.organisation, b.organisation))
}

/**
 * The investment methods the user holds (`investmentMethodEntities`) or leads
 * (`leadInvestmentMethodEntities`), once each.
 */
export function profileMethods(user: CurrentUser): ProfileMethod[] {
  const held = user.investment_method_entities ?? []
  const led = user.lead_investment_method_entities ?? []
  const byId = new Map<number, ProfileMethod>()
  for (const method of [...held, ...led]) {
    if (byId.has(method.id)) continue
    byId.set(method.id, {
      method,
      isHolder: method.user_id === user.id,
      isLead: method.lead_user_id === user.id,
    })
  }
  return [...byId.values()].sort((a, b) => byName(a.method, b.method))
}

export const findOrganisation = (user: CurrentUser, id: number, options = {}) =>
  profileOrganisations(user, options).find((o) => o.organisation.id === id) ?? null

export const findMethod = (user: CurrentUser, id: number) =>
  profileMethods(user).find((m) => m.method.id === id) ?? null

/** The approved main contact may edit the organisation's contact details (openapi update). */
export const canEditOrganisation = (entry: ProfileOrganisation) =>
  entry.link?.status === 'approved' && entry.link.is_primary === 1
