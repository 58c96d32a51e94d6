import type { Database } from '../db/db'
import type { FieldErrors } from '../http/responses'
import { attributeName } from '../engine/validate'
import type { Questionnaire } from './compliance-status'

export interface Answer {
  question_id: number
  option_id: number
}

type Checked = { ok: true; bank: 1 | 2; answers: Answer[] } | { ok: false; errors: FieldErrors }

const isInt = (v: unknown) => typeof v !== 'boolean' && /^\d+$/.test(String(v ?? ''))
const blank = (v: unknown) => v === undefined || v === null || v === ''

/**
 * The answers FormRequest: `answers` required|array|size:<questions in the bank>,
 * `answers.*.question_id` required|integer|distinct|in:<active questions of the bank>,
 * `answers.*.option_id` required|integer|in:<options of that question>, `bank` nullable|in:1,2.
 */
export function validateAnswers(
  db: Database,
  q: Questionnaire,
  input: Record<string, unknown>,
): Checked {
  const errors: FieldErrors = {}
  const bankRaw = input.bank
  if (!blank(bankRaw) && !['1', '2'].includes(String(bankRaw)))
    errors.bank = ['The selected bank is invalid.']
  const bank: 1 | 2 = String(bankRaw) === '2' ? 2 : 1

  const raw = input.answers
  if (blank(raw) || (Array.isArray(raw) && raw.length === 0)) {
    errors.answers = ['The answers field is required.']
    return { ok: false, errors }
  }
  if (typeof raw !== 'object') {
    errors.answers = ['The answers field must be an array.']
    return { ok: false, errors }
  }
  // Multipart bodies arrive as {0: {...}, 1: {...}}; PHP sees the same array either way.
  const items = (Array.isArray(raw) ? raw : Object.values(raw as object)) as unknown[]
  const questions = db
    .table(`${q}-questions`)
    .where((r) => Number(r.bank) === bank && !!r.is_active)
  const questionIds = new Set(questions.map((r) => r.id))
  // Laravel reports `answers` before its items, in the order of the rules.
  if (items.length !== questions.length) {
    errors.answers = [`The answers field must contain ${questions.length} items.`]
  }
  const seen = new Set<number>()
  const answers: Answer[] = []
  items.forEach((item, i) => {
    const row = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
    const qKey = `answers.${i}.question_id`
    const oKey = `answers.${i}.option_id`
    const qa = attributeName(qKey)
    const oa = attributeName(oKey)
    const qid = row.question_id
    const oid = row.option_id
    if (blank(qid)) errors[qKey] = [`The ${qa} field is required.`]
    else if (!isInt(qid)) errors[qKey] = [`The ${qa} field must be an integer.`]
    else if (seen.has(Number(qid))) errors[qKey] = [`The ${qa} field has a duplicate value.`]
    else if (!questionIds.has(Number(qid))) errors[qKey] = [`The selected ${qa} is invalid.`]
    if (isInt(qid)) seen.add(Number(qid))
    if (blank(oid)) errors[oKey] = [`The ${oa} field is required.`]
    else if (!isInt(oid)) errors[oKey] = [`The ${oa} field must be an integer.`]
    else {
      const option = db.table(`${q}-options`).find(Number(oid))
      if (!option || option.question_id !== Number(qid))
        errors[oKey] = [`The selected ${oa} is invalid.`]
    }
    if (!errors[qKey] && !errors[oKey])
      answers.push({ question_id: Number(qid), option_id: Number(oid) })
  })
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, bank, answers }
}
