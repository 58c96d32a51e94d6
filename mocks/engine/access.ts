import type { Row } from '../db/db'
import type { Ctx, ParentGuard, ResourceDef } from './types'
import { tableOf } from './registry'
import {
  can,
  familyResource,
  INVESTOR_ROLE,
  type Action,
  type ApiFamily,
  type Resource,
} from '../../src/lib/permissions'
import { SUBJECT_FAMILIES } from '../../src/lib/resources/subject'

/** One way to be allowed: the role table must grant `action` on `resource` (null: anyone). */
export interface Guard {
  resource: Resource | null
  action: Action
}

/** The declared families, by family or table name; bound once by mocks/resources. */
let familyOf: (name: string) => ResourceDef | undefined = () => undefined

export function bindFamilies(lookup: (name: string) => ResourceDef | undefined) {
  familyOf = lookup
}

/** The permission resource guarding a row (or the family, for a null row). */
export function resourceFor(def: ResourceDef, row: Row | null): Resource | null {
  if (def.permission) return def.permission(row)
  return familyResource(def.family as ApiFamily, row as never)
}

/** Families whose guard depends on the row (opportunity stage, report type). */
function candidateResources(def: ResourceDef): (Resource | null)[] {
  if (def.family === 'investment-opportunities' && !def.permission)
    return ['investment_opportunity_live', 'investment_opportunity_existing']
  if (def.family === 'reports' && !def.permission)
    return ['reports', 'update_reports', 'wip-report']
  return [resourceFor(def, null)]
}

const isRead = (action: Action) => action === 'index' || action === 'show'

/** What a child's action asks of its parent: reading it, or changing it. */
function parentAction(guard: ParentGuard, action: Action): Action {
  if (isRead(action)) return 'show'
  if (action === 'delete' || action === 'delete_unsafe') return guard.deleteAs ?? 'update'
  return 'update'
}

function parentFamilies(guard: ParentGuard): string[] {
  if ('morph' in guard.via) return [...SUBJECT_FAMILIES]
  return guard.via.columns.map((c) => c.family)
}

/** The parent row of a child row, with its declaration; null when it has none. */
function parentOf(
  guard: ParentGuard,
  row: Row,
  ctx: Ctx,
): { def: ResourceDef; row: Row } | 'missing' | null {
  const db = ctx.req.host.db
  const lookup = (family: unknown, id: unknown) => {
    const def = typeof family === 'string' ? familyOf(family) : undefined
    const parent = def && id != null ? db.table(tableOf(def)).find(Number(id)) : undefined
    return def && parent ? { def, row: parent } : 'missing'
  }
  if ('morph' in guard.via) {
    const type = row[`${guard.via.morph}_type`]
    return type == null ? null : lookup(type, row[`${guard.via.morph}_id`])
  }
  for (const c of guard.via.columns)
    if (row[c.column] != null) return lookup(c.family, row[c.column])
  return null
}

/** The grants that allow `action` on this row: any one of them suffices. */
export function guardsFor(def: ResourceDef, action: Action, row: Row, ctx: Ctx): Guard[] {
  const guard = def.parent
  if (!guard) return [{ resource: resourceFor(def, row), action }]
  const readers = isRead(action)
    ? (guard.readBy ?? []).map((resource) => ({ resource, action: 'show' as Action }))
    : []
  const parent = parentOf(guard, row, ctx)
  // A child of a record that no longer exists is guarded like its family's orphans.
  if (parent === null || parent === 'missing')
    return guard.orphan ? [{ resource: guard.orphan, action }, ...readers] : readers
  return [...guardsFor(parent.def, parentAction(guard, action), parent.row, ctx), ...readers]
}

/** The grants one of which any row of the family needs for `action` (lists, creates). */
function familyGuards(def: ResourceDef, action: Action): Guard[] {
  const guard = def.parent
  if (!guard) return candidateResources(def).map((resource) => ({ resource, action }))
  const out: Guard[] = []
  for (const family of parentFamilies(guard)) {
    const parentDef = familyOf(family)
    if (parentDef) out.push(...familyGuards(parentDef, parentAction(guard, action)))
  }
  if (guard.orphan) out.push({ resource: guard.orphan, action })
  if (isRead(action)) for (const r of guard.readBy ?? []) out.push({ resource: r, action: 'show' })
  return out
}

const allows = (ctx: Ctx, g: Guard) => can(ctx.user?.role_id, g.resource, g.action)

export const isInvestor = (ctx: Ctx) => ctx.user?.role_id === INVESTOR_ROLE

/** Reading granted through another resource (ResourceDef.readers). */
const readsThrough = (def: ResourceDef, ctx: Ctx, action: Action) =>
  isRead(action) && (def.readers ?? []).some((r) => can(ctx.user?.role_id, r, 'index'))

/** The scope of a list the user may see in full (list queries skip testing it per row). */
export const ALL_ROWS = (_row: Row) => true

/**
 * May the user list this family at all, and which rows of it? Staff go by the role table
 * (SPEC §6) per row where the guard is per row (the stage, the parent); investors by the
 * family's investor scope. Returns null when the list is forbidden.
 */
export function listScope(
  def: ResourceDef,
  ctx: Ctx,
  action: Action = 'index',
): ((row: Row) => boolean) | null {
  if (isInvestor(ctx)) {
    const read = def.investor?.read
    return read ? (row) => read(row, ctx) : null
  }
  const candidates = familyGuards(def, action)
  const allowed = candidates.filter((g) => allows(ctx, g))
  if (allowed.length === 0) return readsThrough(def, ctx, action) ? ALL_ROWS : null
  // Every row's guard is one of the candidates, so all allowed means every row.
  if (allowed.length === candidates.length) return ALL_ROWS
  return (row) => guardsFor(def, action, row, ctx).some((g) => allows(ctx, g))
}

/** May the user perform `action` on this row (or create one shaped like it)? */
export function canOnRow(def: ResourceDef, ctx: Ctx, action: Action, row: Row): boolean {
  if (isInvestor(ctx)) {
    const inv = def.investor
    if (action === 'show') return !!inv?.read?.(row, ctx)
    if (action === 'update') return !!inv?.update?.(row, ctx)
    if (action === 'delete') return !!inv?.delete?.(row, ctx)
    return false
  }
  // A row staff may update whatever their role (their own account), before the role table.
  if (action === 'update' && def.staff?.own?.(row, ctx)) return true
  if (!guardsFor(def, action, row, ctx).some((g) => allows(ctx, g)))
    return readsThrough(def, ctx, action)
  return staffPolicy(def, ctx, action, row)
}

/** The family's per-row staff policy (authorship), after the role table allowed the action. */
export function staffPolicy(def: ResourceDef, ctx: Ctx, action: Action, row: Row): boolean {
  if (action === 'create') return def.staff?.create?.(row, ctx) ?? true
  if (action === 'update') return def.staff?.update?.(row, ctx) ?? true
  if (action === 'delete') return def.staff?.delete?.(row, ctx) ?? true
  return true
}
