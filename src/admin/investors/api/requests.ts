import { decodeRecord, http } from '@/lib/api'
import type { RecordOf } from '@/lib/resources'

type User = RecordOf<'users'>

/**
 * POST /api/auth/manual-register: staff add an investor, who is emailed an invitation to set
 * a password (a plain POST /api/users would leave them no way in).
 */
export async function inviteInvestor(body: Record<string, unknown> | FormData): Promise<User> {
  const res = await http.post<unknown>('/api/auth/manual-register', body)
  return decodeRecord<User>(res.data, 'the new investor')
}

/** POST /api/contacts/{id}/convert: the contact becomes an invited investor. */
export async function convertContact(id: number): Promise<User> {
  const res = await http.post<unknown>(`/api/contacts/${id}/convert`)
  return decodeRecord<User>(res.data, 'the new investor')
}
