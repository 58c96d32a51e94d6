import { ROLES, type RoleId } from './roles'
import { isSettingsResource, SETTINGS_RESOURCES, type Action, type Resource } from './resources'

type Grants = Partial<Record<Resource, readonly Action[]>>

const ALL: readonly Action[] = ['index', 'show', 'create', 'update', 'delete']
const NO_DELETE: readonly Action[] = ['index', 'show', 'create', 'update']
const settingsIndex: Grants = Object.fromEntries(SETTINGS_RESOURCES.map((r) => [r, ['index']]))

const superAdmin: Grants = {
  pipeline_deals: ['index', 'update', 'show', 'create'],
  investment_opportunity_live: ALL,
  investment_opportunity_existing: NO_DELETE,
  investors: ALL,
  investors_password: ['update'],
  investor_category: ['update'],
  funds: ALL,
  funds_opportunity: ['index', 'show', 'create', 'update'],
  overview: ['index', 'show'],
  reports: ['index', 'create'],
  custom_kpis: ['index', 'create', 'update'],
  update_reports: ['index', 'show', 'create', 'update'],
  'wip-report': ['index', 'show', 'create'],
  ...settingsIndex,
  investment_opportunity_live_cash_call: ['create', 'update'],
  onboarding_documents: ['index', 'create'],
  user_app_test: ['create'],
}

/**
 * The role table of SPEC §6, as data. Creator is defined twice in the source product;
 * the later definition (investors index and create) is the one that holds.
 */
export const ROLE_GRANTS: Record<RoleId, Grants> = {
  [ROLES.Super_Admin]: superAdmin,
  [ROLES.Support]: {
    ...superAdmin,
    attributes_lock: ['index'],
    investment_opportunity_live: [...ALL, 'delete_unsafe'],
    investment_opportunity_existing: [...NO_DELETE, 'delete_unsafe'],
    investors: [...ALL, 'delete_unsafe'],
  },
  [ROLES.Investment_Committee]: {
    pipeline_deals: NO_DELETE,
    investment_opportunity_live: NO_DELETE,
    investment_opportunity_existing: NO_DELETE,
    funds: ALL,
    funds_opportunity: NO_DELETE,
    investors: NO_DELETE,
    investor_category: ['update'],
    overview: ['index', 'show'],
    reports: ['index', 'show'],
    custom_kpis: ['index', 'show'],
    update_reports: ['index', 'show'],
    'wip-report': ['index', 'show', 'create'],
  },
  [ROLES.Entrepreneur]: {
    pipeline_deals: ['index', 'update', 'show'],
    investment_opportunity_live: ['index', 'show', 'update'],
    investment_opportunity_existing: ['index', 'update', 'show', 'create'],
  },
  [ROLES.Custodian]: {
    investment_opportunity_live: ['index', 'show', 'update'],
    investment_opportunity_existing: ['index', 'show', 'update'],
    funds_opportunity: ['index', 'show', 'update'],
  },
  [ROLES.Creator]: {
    investors: ['index', 'create'],
  },
  [ROLES.Investment_Manager]: {
    investment_opportunity_live: ['index', 'show'],
    investment_opportunity_existing: ['index', 'show'],
    investors: ['show', 'update', 'index', 'delete'],
    investor_category: ['update'],
    onboarding_documents: ['index'],
  },
  [ROLES.Adviser]: {
    investors: ['show', 'create', 'update', 'index', 'delete'],
  },
  [ROLES.Fund_Manager]: {
    pipeline_deals: NO_DELETE,
    investment_opportunity_live: ['index', 'show', 'update', 'create'],
    investment_opportunity_existing: ['index', 'update', 'show', 'create'],
    investors: ['show', 'update', 'index', 'create'],
    investor_category: ['update'],
    funds: ['index', 'show', 'update', 'delete'],
    funds_opportunity: ['index', 'show', 'create', 'update'],
    reports: ['index', 'create'],
    custom_kpis: ['index'],
    update_reports: ['index', 'show'],
    'wip-report': ['index', 'show'],
  },
  /** Not shown in the spec: compliance officers review investors and run the appropriateness settings. */
  [ROLES.Compliance]: {
    compliance: ['index', 'show', 'update'],
    investors: ['index', 'show'],
    investor_category: ['update'],
    onboarding_documents: ['index'],
  },
  [ROLES.User]: {},
}

/**
 * May this role perform this action on this resource? A null resource means "no resource
 * required", which any role (and a user with no role) may do.
 */
export function can(
  roleId: number | null | undefined,
  resource: Resource | null,
  action: Action,
): boolean {
  if (resource === null) return true
  if (roleId == null) return false
  const grants = ROLE_GRANTS[roleId as RoleId]
  if (!grants) return false
  const actions = grants[resource] ?? []
  if (actions.includes(action)) return true
  return isSettingsResource(resource) && action !== 'delete_unsafe' && actions.includes('index')
}

/**
 * Tabs hidden from Investment_Manager on existing investments (SPEC §6: "the Performance, Notes
 * Calls and Tasks and transactions tabs"). An existing investment's performance tab is
 * cap-table-performance, its only one.
 */
export const HIDDEN_TABS: Partial<Record<RoleId, Partial<Record<Resource, readonly string[]>>>> = {
  [ROLES.Investment_Manager]: {
    investment_opportunity_existing: ['cap-table-performance', 'notes-calls-tasks', 'transactions'],
  },
}

export function isTabHidden(roleId: number | null | undefined, resource: Resource, tab: string) {
  if (roleId == null) return false
  return HIDDEN_TABS[roleId as RoleId]?.[resource]?.includes(tab) ?? false
}
