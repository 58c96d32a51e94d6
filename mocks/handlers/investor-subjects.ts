import { staffGrants } from '../engine/grants'
import type { Row } from '../db/db'
import { authUser, type RequestContext } from '../http/context'
import { forbidden, modelNotFound } from '../http/responses'
import { INVESTOR_ROLE, type Action, type Resource } from '../../src/lib/permissions'

/** The records that carry a categorisation and questionnaires: investors and contacts. */
export const SUBJECTS = { users: 'User', contacts: 'Contact' } as const
export type SubjectType = keyof typeof SUBJECTS

/** The subject row, or the answer that refuses the request. */
export function subjectOf(
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
  if (!staffGrants(actor, resource, action)) return forbidden()
  return row
}

export const fullName = (row: Row | undefined) =>
  row
    ? `${String(row.name ?? row.first_name ?? '')} ${String(row.surname ?? row.last_name ?? '')}`.trim()
    : null
