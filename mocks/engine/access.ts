import type { Row } from '../db/db'
import type { Ctx, ResourceDef } from './types'
import {
  can,
  familyResource,
  INVESTOR_ROLE,
  type Action,
  type ApiFamily,
  type Resource,
} from '../../src/lib/permissions'

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

export const isInvestor = (ctx: Ctx) => ctx.user?.role_id === INVESTOR_ROLE

/** Reading granted through another resource (ResourceDef.readers). */
const readsThrough = (def: ResourceDef, ctx: Ctx, action: Action) =>
  (action === 'index' || action === 'show') &&
  (def.readers ?? []).some((r) => can(ctx.user?.role_id, r, 'index'))

/** The scope of a list the user may see in full (list queries skip testing it per row). */
export const ALL_ROWS = (_row: Row) => true

/**
 * May the user list this family at all, and which rows of it? Staff go by the role table
 * (SPEC §6) per row where the guard is per row; investors by the family's investor scope.
 * Returns null when the list is forbidden.
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
  const role = ctx.user?.role_id
  const candidates = candidateResources(def)
  const allowed = candidates.filter((r) => (r === null ? true : can(role, r, action)))
  if (allowed.length === 0) return readsThrough(def, ctx, action) ? ALL_ROWS : null
  // Every row's guard is one of the candidates, so all allowed means every row.
  if (candidates.length === 1 || allowed.length === candidates.length) return ALL_ROWS
  return (row) => allowed.includes(resourceFor(def, row))
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
  const r = resourceFor(def, row)
  if (r !== null && !can(ctx.user?.role_id, r, action)) return readsThrough(def, ctx, action)
  return staffPolicy(def, ctx, action, row)
}

/** The family's per-row staff policy (authorship), after the role table allowed the action. */
export function staffPolicy(def: ResourceDef, ctx: Ctx, action: Action, row: Row): boolean {
  if (action === 'create') return def.staff?.create?.(row, ctx) ?? true
  if (action === 'update') return def.staff?.update?.(row, ctx) ?? true
  if (action === 'delete') return def.staff?.delete?.(row, ctx) ?? true
  return true
}
