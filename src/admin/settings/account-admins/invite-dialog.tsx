import { useQueryClient } from '@tanstack/react-query'
import { FieldsDialog, type FieldDecl, type FormValues } from '@/admin/kit/records'
import { useToast } from '@/ui'
import { invalidateUsers, inviteStaff } from './api'
import { roleField, roleIdOf } from './role-field'

export interface InviteDialogProps {
  onClose: () => void
}

const FIELDS: readonly FieldDecl[] = [
  { name: 'name', label: 'First name', kind: 'text', required: true },
  { name: 'surname', label: 'Surname', kind: 'text', required: true },
  { name: 'email', label: 'Email', kind: 'email', required: true },
  roleField('Choose a role'),
]

const text = (value: FormValues[string]) => (typeof value === 'string' ? value : '')

/** Name, surname, email and role → POST /api/users/invite; the host's 422s on their fields. */
export function InviteDialog({ onClose }: InviteDialogProps) {
  const toast = useToast()
  const client = useQueryClient()
  return (
    <FieldsDialog
      title="Invite an admin"
      description="They receive an email with a link to choose their password, then sign in to the admin portal with the role you give them."
      submitLabel="Send invitation"
      savingLabel="Sending"
      fields={FIELDS}
      submit={(values) =>
        inviteStaff({
          name: text(values.name),
          surname: text(values.surname),
          email: text(values.email).trim(),
          role_id: roleIdOf(values.role_id),
        })
      }
      onSaved={(user) => {
        void invalidateUsers(client)
        toast.success(`Invitation sent to ${user.email}.`)
        onClose()
      }}
      onClose={onClose}
    />
  )
}
