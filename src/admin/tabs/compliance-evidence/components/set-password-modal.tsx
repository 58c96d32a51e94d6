import { useState } from 'react'
import { Button, Form, FormActions, Modal, useFormSubmit, useToast } from '@/ui'
import { PasswordField } from '@/shared/session'
import { setInvestorPassword, type PasswordInput } from '../api/investor-actions'

const EMPTY: PasswordInput = { password: '', password_confirmation: '' }

export interface SetPasswordModalProps {
  userId: number
  investorName: string
  open: boolean
  onClose: () => void
}

/** "Set password": a new password and its confirmation; the host's 422 shows on its field. */
export function SetPasswordModal({ userId, investorName, open, onClose }: SetPasswordModalProps) {
  const toast = useToast()
  const [values, setValues] = useState(EMPTY)
  const save = useFormSubmit((input: PasswordInput) => setInvestorPassword(userId, input), {
    onSuccess: () => {
      setValues(EMPTY)
      toast.success(`The password for ${investorName} has been set.`)
      onClose()
    },
  })
  const close = () => {
    // A password is not kept once the dialog is dismissed.
    setValues(EMPTY)
    save.reset()
    onClose()
  }
  const bind = (field: keyof PasswordInput) => ({
    name: field,
    value: values[field],
    error: save.errorFor(field),
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value
      setValues((v) => ({ ...v, [field]: next }))
      save.clearFieldError(field)
    },
  })
  return (
    <Modal
      open={open}
      onClose={close}
      title={`Set password for ${investorName}`}
      description="At least 8 characters. Tell the investor through a channel you trust."
    >
      <Form onSubmit={() => void save.submit(values)} submission={save} aria-label="Set password">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          toggleNoun="new password"
          {...bind('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          toggleNoun="password confirmation"
          {...bind('password_confirmation')}
        />
        <FormActions>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isSubmitting} loadingText="Setting password">
            Set password
          </Button>
        </FormActions>
      </Form>
    </Modal>
  )
}
