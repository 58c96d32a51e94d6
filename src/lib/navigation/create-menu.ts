import type { Resource } from '@/lib/permissions'
import type { FlagName, Flags } from '@/lib/settings/flag-names'
import { ADMIN_PATHS as P } from './paths'
import { allows, type RoutePermission } from './permission'

export interface CreateAction {
  key: string
  label: string
  to: string
}

const create = (resource: Resource, flag?: FlagName): RoutePermission =>
  flag ? { resource, action: 'create', flag } : { resource, action: 'create' }

/**
 * The create menu of SPEC §2, in its order. "Investment" is a new live opportunity (existing
 * investments have no creation page in SPEC §2) and "fund investment" a new fund opportunity.
 */
export const CREATE_ACTIONS: readonly (CreateAction & { permission: RoutePermission })[] = [
  { key: 'deal', label: 'Deal', to: P.newDeal, permission: create('pipeline_deals') },
  {
    key: 'investment',
    label: 'Investment',
    to: P.newOpportunity,
    permission: create('investment_opportunity_live'),
  },
  { key: 'investor', label: 'Investor', to: P.newInvestor, permission: create('investors') },
  {
    key: 'fund-investment',
    label: 'Fund Investment',
    to: P.newFundOpportunity,
    permission: create('funds_opportunity', 'funds'),
  },
  {
    key: 'investment-method',
    label: 'Investment Method',
    to: P.newInvestmentMethod,
    permission: create('investors'),
  },
  {
    key: 'nominee',
    label: 'Nominee',
    to: P.newNominee,
    permission: create('investors', 'nominee'),
  },
  {
    key: 'organisation',
    label: 'Organisation',
    to: P.newOrganisation,
    permission: create('investors'),
  },
  { key: 'contact', label: 'Contact', to: P.newContact, permission: create('investors') },
  {
    key: 'report-update',
    label: 'Report Update',
    to: P.newUpdate,
    permission: create('update_reports'),
  },
]

/** The create actions the role may take (resource + create, and the area's flag). */
export function createMenu(roleId: number | null | undefined, flags: Flags): CreateAction[] {
  return CREATE_ACTIONS.filter((a) => allows(roleId, flags, a.permission)).map(
    ({ key, label, to }) => ({ key, label, to }),
  )
}
