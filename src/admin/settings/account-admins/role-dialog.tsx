import { useQueryClient } from '@tanstack/react-query'
import { FieldsDialog, type FieldDecl } from '@/admin/kit/records'
import { roleLabel } from '@/admin/shell'
import { useToast } from '@/ui'
import { changeRole, invalidateUsers, type StaffUser } from './api'
import { personName } from './person-name'
import { roleField } from './role-field'

export interface RoleDialogProps {
  user: StaffUser
  onClose: () => void
}

const FIELDS: readonly FieldDecl[] = [roleField(false)]

/** A new role for an admin account → PATCH /api/users/{id}; the host's 422 on the select. */
export function RoleDialog({ user, onClose }: RoleDialogProps) {
  const toast = useToast()
  const client = useQueryClient()
  const name = personName(user)
  return (
    <FieldsDialog
      title={`Change ${name}’s role`}
      description="The role decides which pages and actions they have in the admin portal, from their next page."
      submitLabel="Save role"
      fields={FIELDS}
      initial={{ role_id: String(user.role_id ?? '') }}
      submit={(values) => changeRole(user.id, Number(values.role_id))}
      onSaved={(saved) => {
        void invalidateUsers(client)
        toast.success(`${name} is now ${roleLabel(saved.role_id)}.`)
        onClose()
      }}
      onClose={onClose}
    />
  )
}
