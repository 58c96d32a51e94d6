import { useState } from 'react'
import { PasswordField } from '@/shared/session'
import { updatePassword, type UpdatePasswordInput } from '@/lib/session'
import { Form, useFormSubmit, useToast } from '@/ui'
import { SaveActions } from '@/admin/settings/components/save-actions'
import { SettingsFrame } from '@/admin/settings/components/settings-frame'
import { FormCard } from './security-styles'

const EMPTY: UpdatePasswordInput = { current_password: '', password: '', password_confirmation: '' }

/**
 * /admin/settings/security/password-management: the signed-in staff member changes their own
 * password (POST /api/auth/update-password); Laravel's 422s sit on their fields and what was
 * typed stays until the change succeeds.
 */
export function PasswordManagementPage() {
  const toast = useToast()
  const [values, setValues] = useState<UpdatePasswordInput>(EMPTY)
  const submission = useFormSubmit((input: UpdatePasswordInput) => updatePassword(input), {
    onSuccess: () => {
      setValues(EMPTY)
      toast.success('Your password has been changed.')
    },
  })
  const field = (name: keyof UpdatePasswordInput) => ({
    name,
    value: values[name],
    error: submission.errorFor(name),
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }))
      submission.clearFieldError(name)
    },
  })

  return (
    <SettingsFrame
      item="password-management"
      description="Change the password you sign in with. You stay signed in on this device."
    >
      <FormCard>
        <Form
          aria-label="Change your password"
          submission={submission}
          onSubmit={() => void submission.submit(values)}
        >
          <PasswordField
            label="Current password"
            toggleNoun="current password"
            autoComplete="current-password"
            required
            {...field('current_password')}
          />
          <PasswordField
            label="New password"
            toggleNoun="new password"
            autoComplete="new-password"
            hint="At least 8 characters."
            required
            {...field('password')}
          />
          <PasswordField
            label="Confirm new password"
            toggleNoun="password confirmation"
            autoComplete="new-password"
            required
            {...field('password_confirmation')}
          />
          <SaveActions
            saving={submission.isSubmitting}
            label="Change password"
            savingLabel="Saving"
          />
        </Form>
      </FormCard>
    </SettingsFrame>
  )
}
