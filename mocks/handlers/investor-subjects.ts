import type { Row } from '../db/db'
import type { Binding } from '../engine/actions'
import { INVESTOR_ROLE } from '../../src/lib/permissions'

/** The records that carry a categorisation and questionnaires: investors and contacts. */
export const SUBJECTS = { users: 'User', contacts: 'Contact' } as const
export type SubjectType = keyof typeof SUBJECTS

/** The investor or contact at :id; a staff account has no category or questionnaires (404). */
export const subjectAt = (type: SubjectType): Binding => ({
  table: type,
  model: SUBJECTS[type],
  scope: type === 'users' ? (row) => row.role_id === INVESTOR_ROLE : undefined,
})

export const fullName = (row: Row | undefined) =>
  row
    ? `${String(row.name ?? row.first_name ?? '')} ${String(row.surname ?? row.last_name ?? '')}`.trim()
    : null
