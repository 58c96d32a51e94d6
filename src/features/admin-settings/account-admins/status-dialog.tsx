import { useQueryClient } from '@tanstack/react-query'
import { Button, FormError, Modal, useFormSubmit, useToast } from '@/ui'
import { invalidateUsers, setActive, type StaffUser } from './api'
import { personName } from './person-name'

export interface StatusDialogProps {
  user: StaffUser
  /** true: reactivate a deactivated account; false: deactivate it. */
  activate: boolean
  onClose: () => void
}

/** Confirms deactivating (or reactivating) an admin account, naming the person. */
export function StatusDialog({ user, activate, onClose }: StatusDialogProps) {
  const toast = useToast()
  const client = useQueryClient()
  const name = personName(user)
  const submission = useFormSubmit(() => setActive(user.id, activate), {
    onSuccess: () => {
      void invalidateUsers(client)
      toast.success(activate ? `${name} can sign in again.` : `${name} has been deactivated.`)
      onClose()
    },
  })
  const error = submission.errorFor('user') ?? submission.formError

  return (
    <Modal
      open
      onClose={onClose}
      title={activate ? `Reactivate ${name}?` : `Deactivate ${name}?`}
      description={
        activate
          ? `${name} will be able to sign in again, with the same password and role as before.`
          : `${name} will no longer be able to sign in, and any session they have open ends at their next action. You can reactivate them later.`
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant={activate ? 'primary' : 'danger'}
            loading={submission.isSubmitting}
            loadingText={activate ? 'Reactivating' : 'Deactivating'}
            onClick={() => void submission.submit(undefined)}
          >
            {activate ? 'Reactivate' : 'Deactivate'}
          </Button>
        </>
      }
    >
      <FormError message={error} />
    </Modal>
  )
}
