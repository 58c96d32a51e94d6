import type { Row } from '../db/db'
import type { RequestContext } from '../http/context'
import { json, validationError, type FieldErrors } from '../http/responses'
import { attributeName, inRule, validate } from '../engine/validate'
import { ATTRIBUTE_FORMS } from '../resources/attributes'
import type { SubjectType } from './investor-subjects'

type Form = (typeof ATTRIBUTE_FORMS)[number]

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

/** The form named by the route (its `whereIn` holds the forms). */
const formOf = (req: RequestContext) => req.params.form as Form

export function showQuestionnaire(req: RequestContext, type: SubjectType, row: Row) {
  return json({ data: questionnaireJson(req, type, row, formOf(req)) })
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
export async function saveQuestionnaire(req: RequestContext, type: SubjectType, row: Row) {
  const form = formOf(req)
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
    const options = Array.isArray(q.options) ? q.options.map(String) : []
    // A list, as options may hold a `|`.
    const rules = [...rule.split('|'), ...(q.type === 'select' ? [inRule(options)] : [])]
    const result = validate({ [key]: rules }, { [key]: answers[key] ?? null }, { db: req.host.db })
    let value = result.data[key]
    const error = result.errors[key]?.[0]
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
