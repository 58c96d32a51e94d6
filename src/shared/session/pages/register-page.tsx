import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Navigate, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { useFlags } from '@/lib/flags'
import {
  postLoginDestination,
  useCurrentUser,
  useRegister,
  type RegisterInput,
} from '@/lib/session'
import { Form, TextField } from '@/ui'
import { AuthSubmitButton, EmailField } from '../components/auth-fields'
import { ConfirmPasswordField } from '../forms/new-password-fields'
import { PasswordField } from '../components/password-field'
import { LinkRow, TextLink } from '../components/text-link'
import { loadFlags } from '../forms/load-flags'
import { useAuthSubmit } from '../forms/use-auth-submit'
import { useFields } from '../forms/use-fields'
import { AuthLayout } from '../layout/auth-layout'
import { LOGIN_PATH, withRedirect } from '../paths'
import { InvitationOnly } from './invitation-only'
import { TermsConsent } from './terms-consent'

const EMPTY = { name: '', surname: '', email: '', password: '', password_confirmation: '' }

/**
 * /register (openapi POST /register): a new investor account, logged in at once. The
 * investor portal then shows the email verification notice until the link is followed.
 * A ?redirect= carried over from /login is honoured as after a login (SPEC §2).
 * A staff invitation's link (?invitation=…&email=…) locks the email to the invited one; with
 * invite on register on, the page without one explains how to ask for an invitation.
 */
export function RegisterPage() {
  const [params] = useSearchParams()
  const redirect = params.get('redirect')
  const invitation = params.get('invitation')
  const invitedEmail = invitation ? params.get('email') : null
  const session = useCurrentUser()
  const flags = useFlags()
  const queryClient = useQueryClient()
  const register = useRegister()
  const [attempted, setAttempted] = useState(false)
  const [destination, setDestination] = useState<string | null>(null)
  const [terms, setTerms] = useState(false)

  const submission = useAuthSubmit(
    async (input: RegisterInput) => {
      const user = await register.mutateAsync(input)
      return postLoginDestination(user, redirect, await loadFlags(queryClient))
    },
    { onSuccess: setDestination },
  )
  const { values, field } = useFields({ ...EMPTY, email: invitedEmail ?? '' }, submission)

  if (destination) return <Navigate to={destination} replace />
  if (session.status === 'loggedIn' && !attempted) {
    return <Navigate to={postLoginDestination(session.user, redirect, flags)} replace />
  }

  if (flags.inviteOnRegister && !invitation) return <InvitationOnly redirect={redirect} />

  const submit = () => {
    setAttempted(true)
    const input = invitation ? { ...values, invitation } : values
    void submission.submit(flags.termsConditions ? { ...input, terms } : input)
  }

  return (
    <AuthLayout
      title="Create your account"
      description="Register to browse investment opportunities and follow your portfolio."
      footer={
        <LinkRow>
          Already have an account?{' '}
          <TextLink to={withRedirect(LOGIN_PATH, redirect)}>Log in</TextLink>
        </LinkRow>
      }
    >
      <Form aria-label="Create your account" submission={submission} onSubmit={submit}>
        <StyledNames>
          <TextField label="First name" autoComplete="given-name" {...field('name')} />
          <TextField label="Last name" autoComplete="family-name" {...field('surname')} />
        </StyledNames>
        <EmailField
          {...field('email')}
          // The invitation is for the address it was sent to; the host checks they match.
          readOnly={invitedEmail !== null}
          hint={
            invitedEmail !== null
              ? 'Your invitation was sent to this address, so it cannot be changed here.'
              : undefined
          }
        />
        <PasswordField
          label="Password"
          hint="At least 8 characters."
          autoComplete="new-password"
          {...field('password')}
        />
        <ConfirmPasswordField label="Confirm password" {...field('password_confirmation')} />
        {flags.termsConditions ? (
          <TermsConsent
            checked={terms}
            error={submission.errorFor('terms')}
            onChange={(checked) => {
              setTerms(checked)
              submission.clearFieldError('terms')
            }}
          />
        ) : null}
        <AuthSubmitButton submitting={submission.isSubmitting} loadingText="Creating your account…">
          {' '}
          Create account{' '}
        </AuthSubmitButton>
      </Form>
    </AuthLayout>
  )
}

const StyledNames = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.up('sm')} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space.md};
  }
`
