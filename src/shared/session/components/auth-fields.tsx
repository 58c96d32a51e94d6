import type { ReactNode } from 'react'
import { Button, TextField, type TextFieldProps } from '@/ui'
import { PasswordField, type PasswordFieldProps } from './password-field'

/** The account's email, as every sign-in form asks for it (a username to password managers). */
export function EmailField({
  autoComplete = 'email',
  ...field
}: Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'spellCheck'>) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      spellCheck={false}
      {...field}
    />
  )
}

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

/** An auth form's one full-width submit button, busy while the form submits. */
export function AuthSubmitButton({
  submitting,
  loadingText,
  children,
}: {
  submitting: boolean
  loadingText: string
  children: ReactNode
}) {
  return (
    <Button type="submit" size="lg" fullWidth loading={submitting} loadingText={loadingText}>
      {children}
    </Button>
  )
}
