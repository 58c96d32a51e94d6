import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Navigate, useParams, useSearchParams } from 'react-router-dom'
import { findPostLoginDestination, useLogin, useSetPassword } from '@/lib/session'
import { Form } from '@/ui'
import { AuthSubmitButton, EmailField } from '../components/auth-fields'
import { ConfirmPasswordField } from '../forms/new-password-fields'
import { PasswordField } from '../components/password-field'
import { LinkRow, TextLink } from '../components/text-link'
import { useAuthSubmit } from '../forms/use-auth-submit'
import { useFields } from '../forms/use-fields'
import { AuthLayout } from '../layout/auth-layout'
import { LOGIN_PATH } from '../paths'

interface Values {
  email: string
  password: string
  password_confirmation: string
}

/**
 * The page of a staff invitation link, SET_PASSWORD_PATH (/set-password/:token?email=): POST
 * /api/auth/set-password with the token, then log in with the chosen password (which ends any
 * other session in this browser) and go to the new account's landing page. An invalid, used
 * or expired link comes back as a 422 on the email field.
 */
export function SetPasswordPage() {
  const { token = '' } = useParams()
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const setPassword = useSetPassword()
  const login = useLogin()
  const [destination, setDestination] = useState<string | null>(null)
  const submission = useAuthSubmit(
    async (input: Values) => {
      await setPassword.mutateAsync({ ...input, token })
      const user = await login.mutateAsync({ email: input.email, password: input.password })
      return findPostLoginDestination(user, null, queryClient)
    },
    { onSuccess: setDestination },
  )
  const { values, field } = useFields(
    { email: params.get('email') ?? '', password: '', password_confirmation: '' },
    submission,
  )

  if (destination) return <Navigate to={destination} replace />

  return (
    <AuthLayout
      title="Choose your password"
      description="You have been invited. Choose a password of at least 8 characters to sign in."
      footer={
        <LinkRow>
          Already set one? <TextLink to={LOGIN_PATH}>Log in</TextLink>
        </LinkRow>
      }
    >
      <Form
        aria-label="Choose your password"
        submission={submission}
        onSubmit={() => void submission.submit(values)}
      >
        <EmailField autoComplete="username" {...field('email')} />
        <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
        <ConfirmPasswordField label="Confirm password" {...field('password_confirmation')} />
        <AuthSubmitButton submitting={submission.isSubmitting} loadingText="Saving…">
          {' '}
          Set password and sign in{' '}
        </AuthSubmitButton>
      </Form>
    </AuthLayout>
  )
}
