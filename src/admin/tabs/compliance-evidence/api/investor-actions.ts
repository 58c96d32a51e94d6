import { decodeMessage, decodeRecord, http } from '@/lib/api'
import { updateRecord } from '@/lib/resources'

export interface StatusChange {
  kyc_status?: string
  lead_status_id?: number | null
}

/** PATCH /api/users/{id}: the header's KYC or lead status change. */
export const updateInvestorStatus = (userId: number, change: StatusChange) =>
  updateRecord('users', userId, { ...change })

export interface AppropriatenessState {
  id: number
  compliance_passed: number
  compliance_tries: number
  compliance_failed_at: string | null
}

/** POST /api/users/{id}/appropriateness/reset (`user_app_test` create). */
export async function resetAppropriateness(userId: number): Promise<AppropriatenessState> {
  const res = await http.post<unknown>(`/api/users/${userId}/appropriateness/reset`, {})
  return decodeRecord<AppropriatenessState>(res.data, 'the appropriateness state')
}

export interface PasswordInput {
  password: string
  password_confirmation: string
}

/** POST /api/users/{id}/password (`investors_password` update); 422 on `password`. */
export async function setInvestorPassword(userId: number, input: PasswordInput) {
  const res = await http.post<unknown>(`/api/users/${userId}/password`, input)
  return decodeMessage(res.data, 'The password has been set.')
}
