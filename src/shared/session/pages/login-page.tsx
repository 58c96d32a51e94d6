import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Navigate, useLocation, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { findPostLoginDestination, useCurrentUser, useLogin } from '@/lib/session'
import { Form } from '@/ui'
import { AuthSubmitButton, EmailField } from '../components/auth-fields'
import { PasswordField } from '../components/password-field'
import { StatusMessage } from '../components/status-message'
import { LinkRow, TextLink } from '../components/text-link'
import { readAuthState } from '../forms/auth-location-state'
import { useAuthSubmit } from '../forms/use-auth-submit'
import { useFields } from '../forms/use-fields'
import { AuthLayout } from '../layout/auth-layout'
import { FORGOT_PASSWORD_PATH, REGISTER_PATH, withRedirect } from '../paths'

interface Credentials {
  email: string
  password: string
}

/**
 * /login (SPEC §2, §4). Logging in ends any existing session first (useLogin), then goes to
 * the requested page when it is safe, else to the user's landing page. A visitor who is
 * already logged in goes straight there; while that is being checked the form is usable.
 */
export function LoginPage() {
  const [params] = useSearchParams()
  const redirect = params.get('redirect')
  const arrived = readAuthState(useLocation().state)
  const session = useCurrentUser()
  const queryClient = useQueryClient()
  const login = useLogin()
  // Once this page has tried a login, the session is ours to route, not a prior visit's.
  const [attempted, setAttempted] = useState(false)
  const [destination, setDestination] = useState<string | null>(null)

  const submission = useAuthSubmit(
    async (credentials: Credentials) => {
      const user = await login.mutateAsync(credentials)
      return findPostLoginDestination(user, redirect, queryClient)
    },
    { onSuccess: setDestination },
  )
  const { values, field } = useFields({ email: arrived.email ?? '', password: '' }, submission)

  const alreadyIn = session.status === 'loggedIn' && !attempted ? session.user : null
  useEffect(() => {
    if (!alreadyIn) return
    let current = true
    void findPostLoginDestination(alreadyIn, redirect, queryClient).then((to) => {
      if (current) setDestination(to)
    })
    return () => {
      current = false
    }
  }, [alreadyIn, redirect, queryClient])

  if (destination) return <Navigate to={destination} replace />

  return (
    <AuthLayout
      title="Log in"
      description="Welcome back. Log in to continue to your account."
      footer={
        <LinkRow>
          New here? <TextLink to={withRedirect(REGISTER_PATH, redirect)}>Register</TextLink>
        </LinkRow>
      }
    >
      <StatusMessage>{arrived.notice}</StatusMessage>
      <Form
        aria-label="Log in"
        submission={submission}
        onSubmit={() => {
          setAttempted(true)
          void submission.submit(values)
        }}
      >
        <EmailField {...field('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
        <StyledForgot>
          <TextLink to={FORGOT_PASSWORD_PATH}>Forgot your password?</TextLink>
        </StyledForgot>
        <AuthSubmitButton submitting={submission.isSubmitting} loadingText="Logging in…">
          {' '}
          Log in{' '}
        </AuthSubmitButton>
      </Form>
    </AuthLayout>
  )
}

const StyledForgot = styled(LinkRow)`
  margin-top: -${({ theme }) => theme.space.xs};
`
