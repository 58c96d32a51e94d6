import type { Router } from '../http/router'
import { authUser, type RequestContext } from '../http/context'
import { json } from '../http/responses'
import { timestamp, type Row } from '../db/db'
import { defineAction, registerActions } from '../engine/actions'
import { recordEvidence } from '../resources/groups/compliance-evidence'
import {
  EXEMPTION_KEYS,
  EXEMPTION_NAMES,
  PROMOTION_TABLE,
  statementColumns,
  statementEvidence,
  type ExemptionKey,
} from '../resources/groups/promotion-exemptions'
import { exemptionJson, exemptionRows } from '../resources/groups/promotion-statements'
import { INVESTOR_ROLE } from '../../src/lib/permissions'

const FEATURE = 'financialPromotionExceptions' as const

/** The investor's statement as the API answers it (also on their user row, as columns). */
export const statementJson = (user: Row, now: Date) => ({
  type: user.promotion_exemption_type ?? null,
  statement: user.promotion_exemption_statement ?? null,
  stated_at: user.promotion_exemption_stated_at ?? null,
  expires_at: user.promotion_exemption_expires_at ?? null,
  expired:
    typeof user.promotion_exemption_expires_at === 'string' &&
    Date.parse(user.promotion_exemption_expires_at) <= now.getTime(),
})

/** GET: every exemption with its prescribed wording (investors choose from them). */
const list = (req: RequestContext) => json({ data: exemptionRows(req.host.db).map(exemptionJson) })

/** PUT: staff with compliance update change one exemption's wording (what is asked from now). */
async function edit(req: RequestContext, data: Record<string, unknown>) {
  const db = req.host.db
  const key = req.params.key as ExemptionKey
  const table = db.table(PROMOTION_TABLE)
  const current = exemptionRows(db).find((r) => r.key === key)!
  const values = {
    statement: String(data.statement).trim(),
    updated_by: authUser(req).id,
    updated_at: timestamp(req.host.now()),
  }
  const row = current.id
    ? await table.update(current.id, values)
    : await table.insert({ ...current, id: undefined, ...values, created_at: values.updated_at })
  return json({ data: exemptionJson(row) })
}

/**
 * POST: the signed-in investor states which exemption applies to them. The wording they agreed
 * to is the one in force now, copied onto their row with the date (it lapses 12 months on) and
 * recorded as compliance evidence; a new statement replaces the last.
 */
async function state(req: RequestContext, data: Record<string, unknown>) {
  const db = req.host.db
  const user = authUser(req)
  const key = data.type as ExemptionKey
  const chosen = exemptionRows(db).find((r) => r.key === key)!
  const now = req.host.now()
  const updated = await db
    .table('users')
    .update(user.id, statementColumns(key, String(chosen.statement), now))
  await recordEvidence(db, statementEvidence(updated, String(chosen.name ?? EXEMPTION_NAMES[key])))
  return json({ data: statementJson(updated, now) }, 201)
}

export function registerPromotionExemptionEndpoints(router: Router) {
  registerActions(router, [
    defineAction({
      method: 'GET',
      path: '/api/promotion-exemptions',
      feature: FEATURE,
      may: (req) => req.user !== null,
      handle: list,
    }),
    defineAction({
      method: 'PUT',
      path: '/api/promotion-exemptions/:key',
      whereIn: { key: EXEMPTION_KEYS },
      feature: FEATURE,
      may: { resource: 'compliance', action: 'update', staff: true },
      rules: { statement: 'required|string|max:10000' },
      handle: edit,
    }),
    defineAction({
      method: 'POST',
      path: '/api/user/promotion-exemption',
      feature: FEATURE,
      // Only an investor makes a statement about themselves; staff are never asked.
      may: (req) => req.user?.role_id === INVESTOR_ROLE,
      rules: { type: `required|string|in:${EXEMPTION_KEYS.join(',')}`, accepted: 'accepted' },
      handle: state,
    }),
  ])
}
