import { Navigate } from 'react-router-dom'
import { useFlags } from '@/lib/flags'
import { postLoginDestination, useCurrentUser } from '@/lib/session'
import { LoadingState } from '@/ui'
import { AuthLayout } from '../layout/auth-layout'
import { VERIFY_EMAIL_PATH, LOGIN_PATH, withRedirect } from '../paths'
import { VerifyEmailNotice } from './verify-email-notice'

/**
 * /email/verify: the verification notice on its own page. A logged-out visitor is sent to log
 * in first (and brought back); a verified user has nothing to do here and goes to their
 * landing page.
 */
export function VerifyEmailPage() {
  const session = useCurrentUser()
  const flags = useFlags()
  if (session.status === 'loggedOut') {
    return <Navigate to={withRedirect(LOGIN_PATH, VERIFY_EMAIL_PATH)} replace />
  }
  if (session.status === 'loggedIn' && session.user.email_verified_at) {
    return <Navigate to={postLoginDestination(session.user, null, flags)} replace />
  }
  return (
    <AuthLayout title="Verify your email address">
      {session.status === 'loggedIn' ? (
        <VerifyEmailNotice heading={null} />
      ) : (
        <LoadingState label="Loading your account…" />
      )}
    </AuthLayout>
  )
}
