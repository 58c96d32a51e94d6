import { useQueryClient } from '@tanstack/react-query'
import { FieldsDialog, type FieldDecl } from '@/admin/kit/records'
import { useToast } from '@/ui'
import { invalidateUsers, setActive, type StaffUser } from './api'
import { personName } from './person-name'

export interface StatusDialogProps {
  user: StaffUser
  /** true: reactivate a deactivated account; false: deactivate it. */
  activate: boolean
  onClose: () => void
}

// A confirmation: nothing to fill in, only the host's refusal to show.
const NO_FIELDS: readonly FieldDecl[] = []

/** Confirms deactivating (or reactivating) an admin account, naming the person. */
export function StatusDialog({ user, activate, onClose }: StatusDialogProps) {
  const toast = useToast()
  const client = useQueryClient()
  const name = personName(user)
  return (
    <FieldsDialog
      title={activate ? `Reactivate ${name}?` : `Deactivate ${name}?`}
      description={
        activate
          ? `${name} will be able to sign in again, with the same password and role as before.`
          : `${name} will no longer be able to sign in, and any session they have open ends at their next action. You can reactivate them later.`
      }
      submitLabel={activate ? 'Reactivate' : 'Deactivate'}
      savingLabel={activate ? 'Reactivating' : 'Deactivating'}
      submitVariant={activate ? 'primary' : 'danger'}
      fields={NO_FIELDS}
      submit={() => setActive(user.id, activate)}
      onSaved={() => {
        void invalidateUsers(client)
        toast.success(activate ? `${name} can sign in again.` : `${name} has been deactivated.`)
        onClose()
      }}
      onClose={onClose}
    />
  )
}
