import type { RecordOf } from '@/lib/resources'
import type { CurrentUser } from '@/lib/session'
import { investAsKey, type InvestAs } from './invest-as'

type InvestorTypeKey = RecordOf<'investor-types'>['key']
type Method = RecordOf<'investment-methods'>
type Organisation = NonNullable<CurrentUser['organisations']>[number]

/** One choice on the investor-type step. */
export interface InvestWay {
  as: InvestAs
  /** The radio's value and the choice's identity. */
  key: string
  /** The accessible name ("Personally", the organisation's or the method's name). */
  title: string
  description: string
}

/** Ways grouped as the step shows them (organisations and methods under a heading). */
export interface InvestWayGroup {
  type: InvestorTypeKey
  /** Shown above the group when it lists the investor's own records. */
  heading: string | null
  ways: InvestWay[]
}

export interface InvestWays {
  groups: InvestWayGroup[]
  /** Every way, flat (lookups and "is the URL's choice still open to them?"). */
  all: InvestWay[]
  /** Organisations whose link staff have not approved yet (named, not selectable). */
  pendingOrganisations: string[]
  /** Organisation links are on and the investor has none approved: offer to apply. */
  canApplyForOrganisation: boolean
}

export interface InvestWaysInput {
  user: CurrentUser | null
  /** The tenant's enabled investor types (an investor only sees enabled ones). */
  enabledTypes: readonly InvestorTypeKey[]
  organisationLinks: boolean
}

const ROLE_LABELS: Record<string, string> = {
  director: 'Director',
  shareholder: 'Shareholder',
  trustee: 'Trustee',
  authorised_signatory: 'Authorised signatory',
}

const ORGANISATION_TYPES: Record<string, string> = {
  company: 'Company',
  trust: 'Trust',
  partnership: 'Partnership',
  charity: 'Charity',
  pension: 'Pension scheme',
}

/** SPEC §4: investment methods are manual or private_manual. */
export const METHOD_TYPE_LABELS: Record<Method['type'], string> = {
  manual: 'Investment method',
  private_manual: 'Private investment method',
}

const way = (as: InvestAs, title: string, description: string): InvestWay => ({
  as,
  key: investAsKey(as),
  title,
  description,
})

function organisationWay(org: Organisation): InvestWay {
  const role = ROLE_LABELS[org.pivot?.role ?? ''] ?? null
  const type = ORGANISATION_TYPES[org.type] ?? null
  const description = [role, type].filter(Boolean).join(' · ')
  return way({ kind: 'organisation', organisationId: org.id }, org.name, description)
}

/** The investor's own methods and those they act for, once each, unless closed. */
export function openMethods(user: CurrentUser | null): Method[] {
  const seen = new Map<number, Method>()
  const all = [
    ...(user?.investment_method_entities ?? []),
    ...(user?.lead_investment_method_entities ?? []),
  ]
  for (const m of all) if (m.status !== 'closed' && !seen.has(m.id)) seen.set(m.id, m)
  return [...seen.values()]
}

function methodWay(method: Method, userId: number | undefined): InvestWay {
  const parts = [METHOD_TYPE_LABELS[method.type], method.provider, method.account_reference]
  if (method.user_id !== userId) parts.push('you act for it')
  if (method.status === 'pending') parts.push('being opened')
  return way(
    { kind: 'method', methodId: method.id },
    method.name,
    parts.filter(Boolean).join(' · '),
  )
}

/**
 * Which ways to invest are open to this investor (decisions, README of the invest feature):
 * - a way shows only when the tenant enables its investor type (an empty list: all enabled);
 * - personally: always, when enabled;
 * - organisation: one per organisation the investor's link to is approved (the host refuses
 *   the rest); pending applications are named but not offered; with organisation links on and
 *   none approved the investor is offered to apply;
 * - pension: always, when enabled (the provider's name is asked on the invest page);
 * - investment method: one per method they hold or lead (manual or private_manual), not closed.
 */
export function investWays({ user, enabledTypes, organisationLinks }: InvestWaysInput): InvestWays {
  const enabled = (key: InvestorTypeKey) => enabledTypes.length === 0 || enabledTypes.includes(key)
  const organisations = user?.organisations ?? []
  const approved = organisations.filter((o) => o.pivot?.status === 'approved')
  const groups: InvestWayGroup[] = []
  if (enabled('individual')) {
    groups.push({
      type: 'individual',
      heading: null,
      ways: [way({ kind: 'individual' }, 'Personally', 'Invest in your own name.')],
    })
  }
  if (enabled('organisation') && approved.length > 0) {
    groups.push({
      type: 'organisation',
      heading: 'Through an organisation',
      ways: approved.map(organisationWay),
    })
  }
  if (enabled('pension')) {
    groups.push({
      type: 'pension',
      heading: null,
      ways: [
        way(
          { kind: 'pension' },
          'Through a pension',
          'Invest through your SIPP or SSAS. You will name the pension provider next.',
        ),
      ],
    })
  }
  const methods = openMethods(user)
  if (enabled('investment_method') && methods.length > 0) {
    groups.push({
      type: 'investment_method',
      heading: 'Through an investment method',
      ways: methods.map((m) => methodWay(m, user?.id)),
    })
  }
  return {
    groups,
    all: groups.flatMap((g) => g.ways),
    pendingOrganisations: enabled('organisation')
      ? organisations.filter((o) => o.pivot?.status === 'pending').map((o) => o.name)
      : [],
    canApplyForOrganisation: enabled('organisation') && organisationLinks && approved.length === 0,
  }
}
