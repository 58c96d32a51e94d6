import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { roleLabel } from '@/features/admin-shell'
import { Button, Form, Modal, SelectField, useFormSubmit, useToast } from '@/ui'
import { STAFF_ROLES } from './account-status'
import { changeRole, invalidateUsers, type StaffUser } from './api'
import { personName } from './person-name'

export interface RoleDialogProps {
  user: StaffUser
  onClose: () => void
}

/** A new role for an admin account → PATCH /api/users/{id}; the host's 422 on the select. */
export function RoleDialog({ user, onClose }: RoleDialogProps) {
  const formId = useId()
  const toast = useToast()
  const client = useQueryClient()
  const name = personName(user)
  const [roleId, setRoleId] = useState(String(user.role_id ?? ''))
  const submission = useFormSubmit((id: number) => changeRole(user.id, id), {
    onSuccess: (saved) => {
      void invalidateUsers(client)
      toast.success(`${name} is now ${roleLabel(saved.role_id)}.`)
      onClose()
    },
  })

  return (
    <Modal
      open
      onClose={onClose}
      title={`Change ${name}’s role`}
      description="The role decides which pages and actions they have in the admin portal, from their next page."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={submission.isSubmitting}
            loadingText="Saving"
          >
            Save role
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        submission={submission}
        onSubmit={() => void submission.submit(Number(roleId))}
      >
        <SelectField
          label="Role"
          name="role_id"
          required
          options={STAFF_ROLES.map((id) => ({ value: String(id), label: roleLabel(id) }))}
          value={roleId}
          error={submission.errorFor('role_id')}
          onChange={(e) => {
            setRoleId(e.target.value)
            submission.clearFieldError('role_id')
          }}
        />
      </Form>
    </Modal>
  )
}
