import type { ReactNode } from 'react'
import { Button, TextField, type TextFieldProps } from '@/ui'

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
