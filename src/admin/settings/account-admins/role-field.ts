import type { FieldDecl } from '@/admin/kit/records'
import { roleLabel } from '@/admin/shell'
import { STAFF_ROLES } from './account-status'

const ROLE_OPTIONS = STAFF_ROLES.map((id) => ({ value: String(id), label: roleLabel(id) }))

/** The staff role picker of the invite and change-role dialogs (`false`: no empty choice). */
export const roleField = (placeholder: string | false): FieldDecl => ({
  name: 'role_id',
  label: 'Role',
  kind: 'select',
  required: true,
  placeholder,
  options: ROLE_OPTIONS,
})

/** A select's value as the host's role id ('' while none is chosen). */
export const roleIdOf = (value: unknown): number | '' =>
  value === '' || value === null || value === undefined ? '' : Number(value)
