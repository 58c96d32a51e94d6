import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation, useParams } from 'react-router-dom'
import { errorStatus } from '@/lib/api'
import { useFlags } from '@/lib/flags'
import { currentUserQuery, postLoginDestination, useCurrentUser } from '@/lib/session'
import { LoadingState } from '@/ui'
import { verifyEmailQuery } from '../api/verify-email'
import { StatusMessage } from '../components/status-message'
import { LinkRow, TextLink } from '../components/text-link'
import { submitMessage } from '../forms/submit-message'
import { AuthLayout } from '../layout/auth-layout'
import { LOGIN_PATH, VERIFY_EMAIL_PATH, withRedirect } from '../paths'

export const VERIFIED_MESSAGE = 'Thank you. Your email address has been verified.'
const INVALID_LINK =
  'This verification link is not valid for your account. It may have been replaced by a newer link.'

const LOG_IN_FIRST = 'Please log in to verify your email address.'

function failureText(error: unknown): string {
  if (errorStatus(error) === 403) return INVALID_LINK
  return (
    submitMessage(error) ??
    'We could not verify your email address. Please try the link again in a moment.'
  )
}

/**
 * VERIFY_EMAIL_LINK_PATH (/email/verify/:id/:hash), the page the emailed link opens: it
 * completes the verification (GET /email/verify/{id}/{hash}) and refreshes the user so the
 * investor portal shows its navigation. The link works only for its own, logged-in user.
 */
export function VerifyEmailLinkPage() {
  const { id = '', hash = '' } = useParams()
  const { pathname, search } = useLocation()
  const queryClient = useQueryClient()
  const session = useCurrentUser()
  const flags = useFlags()
  const verification = useQuery(verifyEmailQuery(id, hash, search))

  useEffect(() => {
    if (verification.isSuccess)
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey })
  }, [verification.isSuccess, queryClient])

  const needsLogin = errorStatus(verification.error) === 401
  return (
    <AuthLayout title="Verify your email address">
      {verification.isPending ? (
        <LoadingState label="Verifying your email address…" showLabel />
      ) : null}
      <StatusMessage tone={verification.isSuccess ? 'success' : 'info'}>
        {verification.isSuccess ? VERIFIED_MESSAGE : needsLogin ? LOG_IN_FIRST : null}
      </StatusMessage>
      <StatusMessage tone="error">
        {verification.isError && !needsLogin ? failureText(verification.error) : null}
      </StatusMessage>
      {verification.isSuccess ? (
        <LinkRow>
          <TextLink to={postLoginDestination(session.user, null, flags)}>
            Continue to your account
          </TextLink>
        </LinkRow>
      ) : null}
      {needsLogin ? (
        <LinkRow>
          <TextLink to={withRedirect(LOGIN_PATH, `${pathname}${search}`)}>Log in</TextLink>
        </LinkRow>
      ) : null}
      {verification.isError && !needsLogin ? (
        <LinkRow>
          <TextLink to={VERIFY_EMAIL_PATH}>Request a new verification link</TextLink>
        </LinkRow>
      ) : null}
    </AuthLayout>
  )
}
