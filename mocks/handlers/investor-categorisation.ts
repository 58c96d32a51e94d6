import { timestamp, type Row } from '../db/db'
import { authUser, type RequestContext } from '../http/context'
import { json, validationError } from '../http/responses'
import { validate } from '../engine/validate'
import { ctxOf } from '../engine/records'
import { recordUserEvidence } from '../resources/groups/user-evidence'
import { decisionColumns, staffChangeDecision } from '../resources/groups/category-approval'
import { fullName, type SubjectType } from './investor-subjects'

const CATEGORISED = 'categorised'

function categorisationJson(req: RequestContext, type: SubjectType, row: Row) {
  const db = req.host.db
  const categories = db
    .table('categories')
    .all()
    .sort((a, b) => Number(a.order) - Number(b.order))
  const name = (id: unknown) =>
    id == null ? null : ((categories.find((c) => c.id === id)?.name as string) ?? null)
  const changes = db
    .table('activity')
    .where((a) => a.subject_type === type && a.subject_id === row.id && a.event === CATEGORISED)
    .sort((a, b) => b.id - a.id)
    .map((a) => {
      const p = (a.properties ?? {}) as Record<string, unknown>
      return {
        id: a.id,
        from_category_id: (p.old as number | null) ?? null,
        from_category_name: name(p.old),
        to_category_id: (p.attributes as number | null) ?? null,
        to_category_name: name(p.attributes),
        reason: String(p.reason ?? ''),
        changed_by_name: fullName(db.table('users').find(a.causer_id as number)),
        created_at: a.created_at,
      }
    })
  const current = categories.find((c) => c.id === row.investor_category_id) ?? null
  return {
    subject_type: type,
    subject_id: row.id,
    investor_category_id: (row.investor_category_id as number | null) ?? null,
    category_confirmed_at: (row.category_confirmed_at as string | null) ?? null,
    category: current,
    // A disabled category is still shown when it is the one held; staff choose enabled ones.
    categories: categories.filter((c) => c.is_enabled === 1 || c.id === current?.id),
    changes,
    ...approvalJson(req, type, row),
  }
}

/** Where an investor's category stands with staff (categorisation approval); contacts: none. */
function approvalJson(req: RequestContext, type: SubjectType, row: Row) {
  const investor = type === 'users'
  const decidedBy = investor
    ? req.host.db.table('users').find(Number(row.category_decided_by))
    : null
  return {
    approval_status: investor ? ((row.category_approval_status as string | null) ?? null) : null,
    decided_by_name: decidedBy ? fullName(decidedBy) : null,
    decided_at: investor ? ((row.category_decided_at as string | null) ?? null) : null,
    decision_reason: investor ? ((row.category_decision_reason as string | null) ?? null) : null,
  }
}

export function showCategorisation(req: RequestContext, type: SubjectType, row: Row) {
  return json({ data: categorisationJson(req, type, row) })
}

/**
 * Staff with `investor_category` update set the category with a reason. The portal gates
 * investing on a category with a confirmation date, so the host stamps the date with the
 * change (and clears both when the category is removed); the change and its reason go to the
 * record's activity log. For an investor, staff setting it is also its approval.
 */
export async function changeCategorisation(req: RequestContext, type: SubjectType, row: Row) {
  const db = req.host.db
  const { ok, errors, data } = validate(
    {
      investor_category_id: 'present|nullable|integer|exists:categories,id',
      reason: 'required|string|max:1000',
    },
    req.input.fields,
    { db },
  )
  const chosen = data.investor_category_id as number | null | undefined
  // Only an enabled category, checked once the request is otherwise valid.
  if (ok && chosen != null) {
    const enabled = 'exists:categories,id,is_enabled,1'
    Object.assign(errors, validate({ investor_category_id: enabled }, data, { db }).errors)
  }
  if (Object.keys(errors).length) return validationError(errors)
  const next = chosen ?? null
  const previous = (row.investor_category_id as number | null) ?? null
  const at = timestamp(req.host.now())
  const updated = await db.table(type).update(row.id, {
    investor_category_id: next,
    category_confirmed_at: next === null ? null : at,
    // Staff setting the category is their approval of it (only investors are approved).
    ...(type === 'users'
      ? decisionColumns(staffChangeDecision(next, authUser(req).id, at, String(data.reason)))
      : {}),
  })
  // The regulated step itself: the investor's compliance evidence names who changed it.
  if (type === 'users') await recordUserEvidence(ctxOf(req), row, updated)
  const category = next === null ? null : db.table('categories').find(next)
  await db.table('activity').insert({
    log_name: 'default',
    description: category
      ? `Investor category changed to ${String(category.name)}`
      : 'Investor category removed',
    event: CATEGORISED,
    subject_type: type,
    subject_id: row.id,
    causer_id: authUser(req).id,
    properties: { old: previous, attributes: next, reason: data.reason },
    created_at: at,
    updated_at: at,
  })
  return json({ data: categorisationJson(req, type, updated) })
}
