/**
 * Who may call a family operation, by the role table (src/lib/permissions, SPEC §6) and the
 * family's declared investor scope: the sweep picks its callers with this, so it asks a
 * permitted user and expects a 2xx.
 */
import type { Row } from '../db/db'
import type { RequestContext, UserRow } from '../http/context'
import type { Ctx, ResourceDef } from '../engine/types'
import { staffPolicy } from '../engine/access'
import { can, familyResource, type ApiFamily, type Resource } from '../../src/lib/permissions'
import { INVESTOR, NEW_INVESTOR, STAFF_BY_PREFERENCE, type SweepEnv } from './sweep-env'

export type Action = 'index' | 'show' | 'create' | 'update' | 'delete'

export interface Caller {
  email: string
  row: Row | null
  /** Set when no role may do it: the host must refuse with this status. */
  status?: number
}

function resourceOf(def: ResourceDef, row: Row | null): Resource | null {
  if (def.permission) return def.permission(row)
  return familyResource(def.family as ApiFamily, row as never)
}

function staffMay(
  env: SweepEnv,
  def: ResourceDef,
  email: string,
  role: number,
  action: Action,
  row: Row | null,
  all: Row[],
) {
  if (action === 'create' && row) {
    // What is checked is the row about to be made, which has no id yet.
    const { id: _id, ...values } = row
    return can(role, resourceOf(def, values as Row), action)
  }
  if (action !== 'index') {
    if (!can(role, resourceOf(def, row), action)) return false
    // Per-row staff policies (only the author edits a note) read only ctx.user.
    if (!row) return true
    const ctx: Ctx = { req: { host: env.api.host } as RequestContext, user: env.user(email) }
    return staffPolicy(def, ctx, action, row)
  }
  // Per-record guards (opportunity stage, report type): a list is allowed when any kind is.
  return [null, ...all].some((r) => can(role, resourceOf(def, r), 'index'))
}

function investorMay(
  env: SweepEnv,
  def: ResourceDef,
  user: UserRow,
  action: Action,
  row: Row | null,
) {
  const inv = def.investor
  if (!inv) return false
  // The scope functions read only ctx.user and ctx.req.host; a full request is not needed.
  const ctx: Ctx = { req: { host: env.api.host } as RequestContext, user }
  if (action === 'index') return !!inv.read
  if (action === 'create') return !!inv.create?.(row ?? {}, ctx)
  if (!row) return false
  if (action === 'show') return !!inv.read?.(row, ctx)
  if (action === 'update') return !!inv.update?.(row, ctx)
  return !!inv.delete?.(row, ctx)
}

/**
 * The first demo account (staff by preference, then the investors) allowed `action` on one
 * of `rows` (or, for index and create, on the family); `prefer` narrows the rows tried
 * first. Nobody allowed: Super_Admin on the first row, expecting 403.
 */
export function pickCaller(
  env: SweepEnv,
  def: ResourceDef,
  action: Action,
  rows: Row[],
  prefer?: (row: Row) => boolean,
): Caller {
  const all = env.rows(def.table ?? def.family)
  const preferred = prefer ? rows.filter(prefer) : []
  const tries: (Row | null)[] =
    action === 'index' ? [null] : preferred.length ? preferred : rows.length ? rows : [null]
  for (const [role, email] of STAFF_BY_PREFERENCE) {
    const row = tries.find((r) => staffMay(env, def, email, role, action, r, all))
    if (row !== undefined) return { email, row }
  }
  for (const email of [INVESTOR, NEW_INVESTOR]) {
    const user = env.user(email)
    const row = tries.find((r) => investorMay(env, def, user, action, r))
    if (row !== undefined) return { email, row }
  }
  return { email: STAFF_BY_PREFERENCE[0][1], row: tries[0], status: 403 }
}
