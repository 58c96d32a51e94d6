import { timestamp, type Row } from '../db/db'
import type { Router } from '../http/router'
import { authUser, type RequestContext } from '../http/context'
import {
  forbidden,
  json,
  modelNotFound,
  routeNotFound,
  validationError,
  type FieldErrors,
} from '../http/responses'
import { can, INVESTOR_ROLE, type Action, type Resource } from '../../src/lib/permissions'
import { attributeName, validate } from '../engine/validate'
import { ATTRIBUTE_FORMS } from '../resources/attributes'
import { ctxOf } from '../engine/records'
import { recordUserEvidence } from '../resources/groups/user-evidence'

/** The records that carry a categorisation and questionnaires: investors and contacts. */
const SUBJECTS = { users: 'User', contacts: 'Contact' } as const
type SubjectType = keyof typeof SUBJECTS

/**
 * Staff endpoints of an investor's (or contact's) own admin tabs: the investor category,
 * changed by staff with a reason, and the questionnaires (registration form, fact find, risk
 * profile, investor consent) whose questions are investor attributes grouped by `form`.
 */
export function registerInvestorRecordEndpoints(router: Router) {
  for (const type of Object.keys(SUBJECTS) as SubjectType[]) {
    router.get(`/api/${type}/:id/categorisation`, (req) => showCategorisation(req, type))
    router.put(`/api/${type}/:id/categorisation`, (req) => changeCategorisation(req, type))
    router.get(`/api/${type}/:id/questionnaires/:form`, (req) => showQuestionnaire(req, type))
    router.put(`/api/${type}/:id/questionnaires/:form`, (req) => saveQuestionnaire(req, type))
  }
}

/** The subject row, or the answer that refuses the request. */
function subjectOf(
  req: RequestContext,
  type: SubjectType,
  resource: Resource,
  action: Action,
): Row | Response {
  const actor = authUser(req)
  const id = req.params.id
  const row = /^\d+$/.test(id) ? req.host.db.table(type).find(Number(id)) : undefined
  // An investor account only: staff accounts have no category or questionnaires.
  if (!row || (type === 'users' && row.role_id !== INVESTOR_ROLE)) {
    return modelNotFound(SUBJECTS[type], id)
  }
  if (actor.role_id === INVESTOR_ROLE || !can(actor.role_id, resource, action)) return forbidden()
  return row
}

const fullName = (row: Row | undefined) =>
  row
    ? `${String(row.name ?? row.first_name ?? '')} ${String(row.surname ?? row.last_name ?? '')}`.trim()
    : null

/* ---------------------------------------------------------------- categorisation */

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
  }
}

function showCategorisation(req: RequestContext, type: SubjectType) {
  const row = subjectOf(req, type, 'investors', 'show')
  if (row instanceof Response) return row
  return json({ data: categorisationJson(req, type, row) })
}

/**
 * Staff with `investor_category` update set the category with a reason. The portal gates
 * investing on a category with a confirmation date, so the host stamps the date with the
 * change (and clears both when the category is removed); the change and its reason go to the
 * record's activity log.
 */
async function changeCategorisation(req: RequestContext, type: SubjectType) {
  const row = subjectOf(req, type, 'investor_category', 'update')
  if (row instanceof Response) return row
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
  if (ok && chosen != null && db.table('categories').find(chosen)?.is_enabled !== 1) {
    errors.investor_category_id = ['The selected investor category id is invalid.']
  }
  if (!('investor_category_id' in req.input.fields)) {
    errors.investor_category_id = ['The investor category id field must be present.']
  }
  if (Object.keys(errors).length) return validationError(errors)
  const next = chosen ?? null
  const previous = (row.investor_category_id as number | null) ?? null
  const at = timestamp(req.host.now())
  const updated = await db.table(type).update(row.id, {
    investor_category_id: next,
    category_confirmed_at: next === null ? null : at,
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

/* ---------------------------------------------------------------- questionnaires */

type Form = (typeof ATTRIBUTE_FORMS)[number]
const isForm = (form: string): form is Form => (ATTRIBUTE_FORMS as readonly string[]).includes(form)

const questionsOf = (req: RequestContext, form: Form) =>
  req.host.db
    .table('attributes')
    .where((a) => a.entity === 'investor' && a.form === form)
    .sort((a, b) => Number(a.order) - Number(b.order) || a.id - b.id)

const valuesOf = (req: RequestContext, type: SubjectType, id: number) =>
  req.host.db
    .table('attribute-values')
    .where((v) => v.attributable_type === type && v.attributable_id === id)

function questionnaireJson(req: RequestContext, type: SubjectType, row: Row, form: Form) {
  const values = valuesOf(req, type, row.id)
  return {
    form,
    subject_type: type,
    subject_id: row.id,
    questions: questionsOf(req, form).map((q) => {
      const answer = values.find((v) => v.attribute_id === q.id)
      return {
        id: q.id,
        key: q.key,
        name: q.name,
        description: q.description ?? null,
        type: q.type,
        options: q.options ?? null,
        is_required: q.is_required,
        value: (answer?.value as string | null | undefined) ?? null,
        answered_at: answer?.updated_at ?? null,
      }
    }),
  }
}

function showQuestionnaire(req: RequestContext, type: SubjectType) {
  if (!isForm(req.params.form)) return routeNotFound(req.path)
  const row = subjectOf(req, type, 'investors', 'show')
  if (row instanceof Response) return row
  return json({ data: questionnaireJson(req, type, row, req.params.form) })
}

const RULE_OF_TYPE: Record<string, string> = {
  text: 'string|max:5000',
  number: 'numeric',
  date: 'date',
  boolean: 'boolean',
  select: 'string',
}

/**
 * Replaces the form's answers (every question; one missing is no answer). Each answer is
 * checked against its question's type, errors keyed `answers.{key}`; values are stored as
 * text, as attribute values are.
 */
async function saveQuestionnaire(req: RequestContext, type: SubjectType) {
  const form = req.params.form
  if (!isForm(form)) return routeNotFound(req.path)
  const row = subjectOf(req, type, 'investors', 'update')
  if (row instanceof Response) return row
  const raw = req.input.fields.answers
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return validationError({ answers: ['The answers field is required.'] })
  }
  const answers = raw as Record<string, unknown>
  const questions = questionsOf(req, form)
  const errors: FieldErrors = {}
  const stored = new Map<number, string | null>()
  for (const q of questions) {
    const key = String(q.key)
    const rule = `${q.is_required === 1 ? 'required' : 'nullable'}|${RULE_OF_TYPE[String(q.type)] ?? 'string'}`
    const result = validate({ [key]: rule }, { [key]: answers[key] ?? null }, { db: req.host.db })
    let value = result.data[key]
    let error = result.errors[key]?.[0]
    const options = Array.isArray(q.options) ? q.options.map(String) : []
    // Options may hold commas, so `in:` cannot list them.
    if (!error && q.type === 'select' && value != null && !options.includes(String(value))) {
      error = `The selected ${attributeName(key)} is invalid.`
    }
    if (error) {
      // The question is the attribute's name in the message, as Laravel's custom attributes.
      errors[`answers.${key}`] = [error.replace(attributeName(key), String(q.name))]
      continue
    }
    if (q.type === 'boolean' && value != null) value = value === 1 ? '1' : '0'
    stored.set(q.id, value == null ? null : String(value))
  }
  if (Object.keys(errors).length) return validationError(errors)
  const table = req.host.db.table('attribute-values')
  const existing = valuesOf(req, type, row.id)
  for (const [attributeId, value] of stored) {
    const current = existing.find((v) => v.attribute_id === attributeId)
    if (current && current.value === value) continue
    if (current) await table.update(current.id, { value })
    else if (value !== null) {
      await table.insert({
        attribute_id: attributeId,
        attributable_type: type,
        attributable_id: row.id,
        value,
      })
    }
  }
  return json({ data: questionnaireJson(req, type, row, form) })
}
