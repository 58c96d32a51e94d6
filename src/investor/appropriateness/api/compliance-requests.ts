import { decodeRecord, http } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'
import { fetchPage, type RecordOf } from '@/lib/resources'
import type { Bank } from '../model/attempts'

type S = components['schemas']

/** compliance: the appropriateness test; fca-compliance: the categorisation questionnaire. */
export type Questionnaire = 'compliance' | 'fca-compliance'
export type ComplianceStatus = S['ComplianceStatus']
export type FcaComplianceStatus = S['FcaComplianceStatus']
export type StatusOf<Q extends Questionnaire> = Q extends 'compliance'
  ? ComplianceStatus
  : FcaComplianceStatus
export type ComplianceSettings = S['ComplianceSettings']
export type AttemptResult = S['AttemptResult']
export type Question = RecordOf<'compliance-questions'> | RecordOf<'fca-compliance-questions'>
export interface Answer {
  question_id: number
  option_id: number
}

/** The tenant's compliance settings row (SPEC §7: "GET compliance settings for id 1"). */
export const COMPLIANCE_SETTINGS_ID = 1

/** GET /api/{q}/answers: the caller's result; `update` is the re-read after a submission. */
export async function fetchStatus<Q extends Questionnaire>(
  q: Q,
  update = false,
  signal?: AbortSignal,
): Promise<StatusOf<Q>> {
  const res = await http.get<unknown>(`/api/${q}/answers`, {
    params: update ? { update: 1 } : undefined,
    signal,
  })
  return decodeRecord<StatusOf<Q>>(res.data, 'your test result')
}

export async function fetchComplianceSettings(signal?: AbortSignal): Promise<ComplianceSettings> {
  const res = await http.get<unknown>(`/api/compliance/settings/${COMPLIANCE_SETTINGS_ID}`, {
    signal,
  })
  return decodeRecord<ComplianceSettings>(res.data, 'the compliance settings')
}

/** The active questions of one bank, in order, with their options (never which is correct). */
export async function fetchQuestions(
  q: Questionnaire,
  bank: Bank,
  signal?: AbortSignal,
): Promise<Question[]> {
  const page = await fetchPage(
    `${q}-questions`,
    { filter: { bank }, include: ['options'], sort: ['order'], perPage: 100 },
    signal,
  )
  return page.data
}

/** POST /api/{q}/answers: one scored attempt (422 on `answers` when the rules refuse it). */
export async function submitAnswers(
  q: Questionnaire,
  body: { bank: Bank; answers: Answer[] },
): Promise<AttemptResult> {
  const res = await http.post<unknown>(`/api/${q}/answers`, body)
  return decodeRecord<AttemptResult>(res.data, 'the result of your answers')
}

/** POST /api/compliance/audit: SPEC §7's copy of a submitted payload, for the audit trail. */
export async function saveAuditCopy(
  body: { questionnaire: Questionnaire; answers: object[] } & Record<string, unknown>,
): Promise<void> {
  await http.post('/api/compliance/audit', body)
}
