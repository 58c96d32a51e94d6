import { queryOptions } from '@tanstack/react-query'
import { decodeRecord, http } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'
import {
  createRecord,
  deleteRecord,
  fetchPage,
  resourceKeys,
  updateRecord,
  type RecordOf,
} from '@/lib/resources'

export type ComplianceSettings = components['schemas']['ComplianceSettings']
export type Question = RecordOf<'compliance-questions'>
export type Option = RecordOf<'compliance-options'>
export type Bank = 1 | 2
/**
 * Which question set: the appropriateness test (`compliance-*`) or the categorisation
 * questionnaire (`fca-compliance-*`); both families have one shape.
 */
export type Questionnaire = 'compliance' | 'fca-compliance'
const questions = (q: Questionnaire) => `${q}-questions` as const
const options = (q: Questionnaire) => `${q}-options` as const
/** A question as the bank page holds it: its options always there, in order. */
export type BankQuestion = Question & { options: Option[] }

/** SPEC §7: the tenant's compliance settings are row 1. */
const SETTINGS_ID = 1

/** The investor portal's key for the same row (src/investor/appropriateness), so a save updates both. */
export const complianceSettingsKey = ['compliance', 'settings'] as const

export const complianceSettingsQuery = queryOptions({
  queryKey: complianceSettingsKey,
  queryFn: async ({ signal }) => {
    const res = await http.get<unknown>(`/api/compliance/settings/${SETTINGS_ID}`, { signal })
    return decodeRecord<ComplianceSettings>(res.data, 'the compliance settings')
  },
})

export async function saveComplianceTries(tries: number): Promise<ComplianceSettings> {
  const res = await http.patch<unknown>(`/api/compliance/settings/${SETTINGS_ID}`, {
    compliance_tries: tries,
  })
  return decodeRecord<ComplianceSettings>(res.data, 'the compliance settings')
}

/** A bank's active questions in order, with every option (staff see which are correct). */
export const bankQuery = (bank: Bank, q: Questionnaire = 'compliance') =>
  queryOptions({
    queryKey: [...resourceKeys(questions(q)).lists(), 'admin-bank', bank] as const,
    queryFn: async ({ signal }): Promise<BankQuestion[]> => {
      const page = await fetchPage(
        questions(q),
        { filter: { bank, is_active: 1 }, include: ['options'], sort: ['order'], perPage: 100 },
        signal,
      )
      // The two families' records have one shape (openapi), so they are read as one type.
      return (page.data as Question[]).map((row): BankQuestion => ({
        ...row,
        options: [...(row.options ?? [])].sort((a, b) => a.order - b.order || a.id - b.id),
      }))
    },
  })

/** A question as edited in the dialog: options keep their id when they already exist. */
export interface QuestionDraft {
  question: string
  help_text: string
  options: { id?: number; key: string; text: string; is_correct: boolean }[]
}

/**
 * Saves the question, then its options: new ones created, changed ones updated (order is the
 * list's), removed ones deleted. The question is first, so its 422 stops the rest.
 */
export async function saveQuestion(
  bank: Bank,
  existing: BankQuestion | null,
  draft: QuestionDraft,
  order: number,
  q: Questionnaire = 'compliance',
): Promise<void> {
  const body = { question: draft.question, help_text: draft.help_text || null, bank }
  const saved = existing
    ? await updateRecord(questions(q), existing.id, body)
    : await createRecord(questions(q), { ...body, order, is_active: 1 })
  const kept = new Set(draft.options.map((o) => o.id).filter((id) => id !== undefined))
  for (const gone of existing?.options ?? []) {
    if (!kept.has(gone.id)) await deleteRecord(options(q), gone.id)
  }
  for (const [index, option] of draft.options.entries()) {
    const fields = { text: option.text, is_correct: option.is_correct ? 1 : 0, order: index + 1 }
    const before = existing?.options?.find((o) => o.id === option.id)
    if (!option.id) await createRecord(options(q), { ...fields, question_id: saved.id })
    else if (
      !before ||
      before.text !== fields.text ||
      Number(before.is_correct) !== fields.is_correct ||
      before.order !== fields.order
    )
      await updateRecord(options(q), option.id, fields)
  }
}

/**
 * Removing a question retires it (is_active 0): investors no longer meet it, and the answers
 * already given keep their question for the compliance evidence.
 */
export const retireQuestion = (id: number, q: Questionnaire = 'compliance') =>
  updateRecord(questions(q), id, { is_active: 0 })

/** New positions for a reordered bank: only the rows whose order changed are written. */
export async function saveOrder(
  before: readonly { id: number; order: number }[],
  after: readonly { id: number }[],
  q: Questionnaire = 'compliance',
): Promise<void> {
  const was = new Map(before.map((q) => [q.id, q.order]))
  for (const [index, row] of after.entries()) {
    if (was.get(row.id) !== index + 1)
      await updateRecord(questions(q), row.id, { order: index + 1 })
  }
}
