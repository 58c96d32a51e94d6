import type { Row } from '../db/db'
import type { Ctx } from '../engine/types'
import { isStaff } from '../../src/lib/permissions'

/**
 * The rules an associate (a staff member attached to investors, by default or to one investor)
 * meets on create and update: the user is staff, and is not already attached in the same scope,
 * as the settings page offers each staff member once (Laravel's `Rule::unique(...)->where(...)`,
 * with its message).
 */
export function associateRefusal(table: string, scope: readonly string[] = []) {
  return (input: Record<string, unknown>, ctx: Ctx, row?: Row) => {
    const db = ctx.req.host.db
    const next = { ...row, ...input }
    if (input.user_id !== undefined) {
      const user = db.table('users').find(Number(input.user_id))
      if (!user || !isStaff(user.role_id as number))
        return { user_id: ['The selected user must be a staff member.'] }
    }
    const key = ['user_id', ...scope]
    const taken = db
      .table(table)
      .first((r) => r.id !== row?.id && key.every((c) => String(r[c]) === String(next[c])))
    return taken ? { user_id: ['The user id has already been taken.'] } : null
  }
}
