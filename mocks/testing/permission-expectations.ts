/**
 * What the role table (SPEC §6, src/lib/permissions) says each role may do on each REST
 * family, worked out here from the table and each family's declared rule (its resource in
 * API_FAMILY_PERMISSIONS, its own `permission`, or the `parent` whose resource it goes by),
 * independently of the engine's access code, so the permission matrix test compares the host's
 * answers with the table rather than with itself.
 */
import type { Database, Row } from '../db/db'
import type { ResourceDef } from '../engine/types'
import { registry } from '../resources'
import { tableOf } from '../engine/registry'
import { SUBJECT_FAMILIES } from '../../src/lib/resources/subject'
import {
  API_FAMILY_PERMISSIONS,
  can,
  familyResource,
  type Action,
  type ApiFamily,
  type Resource,
} from '../../src/lib/permissions'

export interface Grant {
  resource: Resource | null
  action: Action
}

const isRead = (a: Action) => a === 'index' || a === 'show'

/** SPEC §6 says nothing of children; the rule the contract states is: read the parent, or change it. */
function parentAction(def: ResourceDef, action: Action): Action {
  if (isRead(action)) return 'show'
  if (action === 'delete' || action === 'delete_unsafe') return def.parent?.deleteAs ?? 'update'
  return 'update'
}

/** The family's rule, as declared: a family with no resource of its own must name its parent. */
export function ruleOf(def: ResourceDef): 'resource' | 'parent' | 'missing' {
  if (def.parent) return 'parent'
  if (def.permission) return 'resource'
  const mapped = API_FAMILY_PERMISSIONS[def.family as ApiFamily]
  return mapped === undefined || mapped === null ? 'missing' : 'resource'
}

function ownResources(def: ResourceDef): (Resource | null)[] {
  if (def.permission) return [def.permission(null)]
  if (def.family === 'investment-opportunities')
    return ['investment_opportunity_live', 'investment_opportunity_existing']
  if (def.family === 'reports') return ['reports', 'update_reports', 'wip-report']
  // No resource and no parent: the table grants it to nobody (and ruleOf says it is missing).
  const mapped = API_FAMILY_PERMISSIONS[def.family as ApiFamily]
  return mapped ? [mapped] : []
}

/** Every grant that could allow `action` on some row of the family. */
export function possibleGrants(def: ResourceDef, action: Action): Grant[] {
  const extra: Grant[] = isRead(action)
    ? (def.readers ?? []).map((r) => ({ resource: r, action: 'index' as Action }))
    : []
  if (!def.parent) return [...ownResources(def).map((resource) => ({ resource, action })), ...extra]
  const via = def.parent.via
  const families = 'morph' in via ? [...SUBJECT_FAMILIES] : via.columns.map((c) => c.family)
  const out: Grant[] = []
  for (const f of families) {
    const parent = registry.forTable(f)
    if (parent) out.push(...possibleGrants(parent, parentAction(def, action)))
  }
  if (def.parent.orphan) out.push({ resource: def.parent.orphan, action })
  if (isRead(action))
    for (const r of def.parent.readBy ?? []) out.push({ resource: r, action: 'show' })
  return [...out, ...extra]
}

/** The grants that allow `action` on this very row. */
export function rowGrants(db: Database, def: ResourceDef, action: Action, row: Row): Grant[] {
  const extra: Grant[] = isRead(action)
    ? (def.readers ?? []).map((r) => ({ resource: r, action: 'index' as Action }))
    : []
  if (!def.parent) {
    const resource = def.permission
      ? def.permission(row)
      : familyResource(def.family as ApiFamily, row as never)
    return [...(resource === null && !def.permission ? [] : [{ resource, action }]), ...extra]
  }
  const readBy: Grant[] = isRead(action)
    ? (def.parent.readBy ?? []).map((r) => ({ resource: r, action: 'show' }))
    : []
  const via = def.parent.via
  let family: unknown = null
  let id: unknown = null
  if ('morph' in via) {
    family = row[`${via.morph}_type`]
    id = row[`${via.morph}_id`]
  } else {
    const c = via.columns.find((c) => row[c.column] != null)
    if (c) [family, id] = [c.family, row[c.column]]
  }
  const parentDef = typeof family === 'string' ? registry.forTable(family) : undefined
  const parentRow = parentDef && db.table(tableOf(parentDef)).find(Number(id))
  if (!parentDef || !parentRow) {
    const orphan = def.parent.orphan
    return [...(orphan ? [{ resource: orphan, action }] : []), ...readBy, ...extra]
  }
  return [...rowGrants(db, parentDef, parentAction(def, action), parentRow), ...readBy, ...extra]
}

export const granted = (role: number, grants: Grant[]) =>
  grants.some((g) => can(role, g.resource, g.action))

export type WriteAction = 'create' | 'update' | 'delete'

/** How openapi/ states a family write's rule (`x-permission`), derived from its declaration. */
export interface ContractRule {
  /** In words, for a provider reading the contract. */
  rule: string
  /** `resource.action` grants of SPEC §6, any one of which lets staff write (`parent.x`: the parent record's). */
  staff: string[]
  /** What an investor may do: their own rows, or nothing (403). */
  investor: 'own' | 'none'
  /** The tenant flag that must be on (403 "… not enabled on this platform." otherwise). */
  feature?: string
  /** Columns only a dedicated action changes (422 "The x field is prohibited."). */
  prohibited?: string[]
}

export function contractRule(def: ResourceDef, action: WriteAction): ContractRule {
  const staff = def.parent
    ? [
        `parent.${parentAction(def, action)}`,
        ...(def.parent.orphan ? [`${def.parent.orphan}.${action}`] : []),
      ]
    : [...new Set(possibleGrants(def, action).map((g) => `${g.resource}.${g.action}`))]
  const inv = def.investor
  const investor =
    (action === 'create' && inv?.create) ||
    (action === 'update' && inv?.update) ||
    (action === 'delete' && inv?.delete)
      ? 'own'
      : 'none'
  const via = def.parent?.via
  const parentWords = via
    ? 'morph' in via
      ? `the record named by ${via.morph}_type/${via.morph}_id`
      : `the ${via.columns.map((c) => c.column).join(' or ')} record`
    : ''
  const staffWords = def.parent
    ? `staff who may ${parentAction(def, action)} ${parentWords} (its SPEC §6 resource)` +
      (def.parent.orphan ? `, or hold \`${def.parent.orphan}\` ${action} for rows without one` : '')
    : `staff holding ${staff.map((s) => `\`${s.replace('.', '` ')}`).join(' or ')} (SPEC §6)`
  const policy = def.staff?.[action] ? ', within the family’s own rule below' : ''
  const investorWords =
    investor === 'own' ? 'investors on their own rows only' : 'investors never (403)'
  const parts = [`${staffWords}${policy}; ${investorWords}.`]
  if (def.feature) parts.push(`403 while the \`${def.feature}\` feature is off.`)
  const prohibited = action === 'update' && def.dedicated ? Object.keys(def.dedicated) : undefined
  if (prohibited)
    parts.push(
      `Changed only by their actions (422 "The … field is prohibited."): ${prohibited
        .map((f) => `${f} (${def.dedicated![f]})`)
        .join('; ')}.`,
    )
  return {
    rule: `Who may: ${parts.join(' ')}`,
    staff,
    investor,
    ...(def.feature ? { feature: def.feature } : {}),
    ...(prohibited ? { prohibited } : {}),
  }
}
