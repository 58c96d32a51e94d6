import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { roleLabel } from '@/features/admin-shell'
import { Button, Form, Modal, SelectField, TextField, useFormSubmit, useToast } from '@/ui'
import { STAFF_ROLES } from './account-status'
import { invalidateUsers, inviteStaff, type InviteInput } from './api'

export interface InviteDialogProps {
  onClose: () => void
}

const EMPTY: InviteInput = { name: '', surname: '', email: '', role_id: '' }

/** Name, surname, email and role → POST /api/users/invite; the host's 422s on their fields. */
export function InviteDialog({ onClose }: InviteDialogProps) {
  const formId = useId()
  const toast = useToast()
  const client = useQueryClient()
  const [values, setValues] = useState<InviteInput>(EMPTY)
  const submission = useFormSubmit(inviteStaff, {
    onSuccess: (user) => {
      void invalidateUsers(client)
      toast.success(`Invitation sent to ${user.email}.`)
      onClose()
    },
  })
  const field = (name: 'name' | 'surname' | 'email') => ({
    name,
    value: values[name],
    error: submission.errorFor(name),
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }))
      submission.clearFieldError(name)
    },
  })

  return (
    <Modal
      open
      onClose={onClose}
      title="Invite an admin"
      description="They receive an email with a link to choose their password, then sign in to the admin portal with the role you give them."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={submission.isSubmitting}
            loadingText="Sending"
          >
            Send invitation
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        submission={submission}
        onSubmit={() => void submission.submit({ ...values, email: values.email.trim() })}
      >
        <TextField label="First name" required autoComplete="off" {...field('name')} />
        <TextField label="Surname" required autoComplete="off" {...field('surname')} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="off"
          spellCheck={false}
          {...field('email')}
        />
        <SelectField
          label="Role"
          name="role_id"
          required
          placeholder="Choose a role"
          options={STAFF_ROLES.map((id) => ({ value: String(id), label: roleLabel(id) }))}
          value={String(values.role_id)}
          error={submission.errorFor('role_id')}
          onChange={(e) => {
            const v = e.target.value
            setValues((prev) => ({ ...prev, role_id: v === '' ? '' : Number(v) }))
            submission.clearFieldError('role_id')
          }}
        />
      </Form>
    </Modal>
  )
}
