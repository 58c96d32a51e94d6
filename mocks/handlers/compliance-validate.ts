import type { Database } from '../db/db'
import type { FieldErrors } from '../http/responses'
import { validate } from '../engine/validate'
import type { Questionnaire } from './compliance-status'

export interface Answer {
  question_id: number
  option_id: number
}

type Checked = { ok: true; bank: 1 | 2; answers: Answer[] } | { ok: false; errors: FieldErrors }

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
  const bank: 1 | 2 = String(input.bank) === '2' ? 2 : 1
  const questions = db
    .table(`${q}-questions`)
    .where((r) => Number(r.bank) === bank && !!r.is_active)
  const { errors } = validate({ bank: 'nullable|in:1,2', answers: 'required|array' }, input, { db })
  if (errors.answers) return { ok: false, errors }
  const size = validate({ answers: `size:${questions.length}` }, input, { db })
  Object.assign(errors, size.errors)
  // Multipart bodies arrive as {0: {...}, 1: {...}}; PHP sees the same array either way.
  const items = Object.entries(input.answers as object) as [string, unknown][]
  const seen = new Set<number>()
  const answers: Answer[] = []
  // Laravel reports `answers` before its items; each item's two ids in turn.
  for (const [i, item] of items) {
    const row = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
    const check = (key: keyof Answer, rule: string) =>
      validate({ [`answers.*.${key}`]: rule }, { answers: { [i]: row } }, { db }).errors[
        `answers.${i}.${key}`
      ]
    const qKey = `answers.${i}.question_id`
    const qid = Number(row.question_id)
    const notInt = check('question_id', 'required|integer')
    const duplicate = !notInt && seen.has(qid)
    if (!notInt) seen.add(qid)
    const qError =
      notInt ??
      (duplicate
        ? [`The ${qKey} field has a duplicate value.`]
        : check('question_id', `in:${questions.map((r) => r.id).join(',')}`))
    const oError = check('option_id', `required|integer|exists:${q}-options,id,question_id,${qid}`)
    if (qError) errors[qKey] = qError
    if (oError) errors[`answers.${i}.option_id`] = oError
    if (!qError && !oError) answers.push({ question_id: qid, option_id: Number(row.option_id) })
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, bank, answers }
}
