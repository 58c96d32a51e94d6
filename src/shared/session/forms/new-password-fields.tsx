import { PasswordField, type PasswordFieldProps } from '../components/password-field'

// Not in components/: that folder is part of /login's first chunk (vite.config.ts), and
// /login asks for no new password.

/** The second entry of a new password, which the host checks against the first. */
export function ConfirmPasswordField(
  field: Omit<PasswordFieldProps, 'toggleNoun' | 'autoComplete'>,
) {
  return <PasswordField toggleNoun="password confirmation" autoComplete="new-password" {...field} />
}

type NewPasswordField = 'password' | 'password_confirmation'

/** A new password and its confirmation, each bound by `field` (the profile's, the admin's). */
export function NewPasswordFields({
  field,
}: {
  field: (name: NewPasswordField) => Omit<PasswordFieldProps, 'label'>
}) {
  return (
    <>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        toggleNoun="new password"
        {...field('password')}
      />
      <ConfirmPasswordField
        label="Confirm new password"
        required
        {...field('password_confirmation')}
      />
    </>
  )
}
