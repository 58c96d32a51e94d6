import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Navigate } from 'react-router-dom'
import styled from 'styled-components'
import { errorStatus } from '@/lib/api'
import { useLogout } from '@/lib/session'
import { Button, Row, Spinner } from '@/ui'
import { StatusMessage } from '../components/status-message'
import type { AuthLocationState } from '../forms/auth-location-state'
import { forgetSession } from '../forms/forget-session'
import { submitMessage } from '../forms/submit-message'
import { AuthLayout } from '../layout/auth-layout'
import { LOGIN_PATH } from '../paths'

const SIGNED_OUT: AuthLocationState = { notice: 'You have been signed out.' }

/**
 * /api/logout, where the Logout item and every 401 lead (SPEC §2, §8). It signs out once, also
 * under StrictMode's double effects, then lands on /login with the user's cached data gone.
 * The session may already be over: POST /logout's 401 counts as signed out without the 401
 * redirect (so this page cannot loop), a 419 is retried once with a fresh token by the http
 * client, and a 419 that survives the retry means no usable session either. Any other failure
 * leaves the visitor here with a way to try again, rather than pretending the session closed.
 */
export function LogoutPage() {
  const queryClient = useQueryClient()
  const logout = useLogout()
  const { mutate } = logout
  const started = useRef(false)
  const noSession = logout.isError && errorStatus(logout.error) === 419

  useEffect(() => {
    if (started.current) return
    started.current = true
    mutate()
  }, [mutate])

  useEffect(() => {
    if (noSession) forgetSession(queryClient)
  }, [noSession, queryClient])

  if (logout.isSuccess || noSession) {
    return <Navigate to={LOGIN_PATH} replace state={SIGNED_OUT} />
  }

  return (
    <AuthLayout title="Signing out">
      {logout.isError ? (
        <>
          <StatusMessage tone="error">
            {submitMessage(logout.error) ??
              'We could not sign you out. Please try again so that your session is closed.'}
          </StatusMessage>
          <Button size="lg" fullWidth onClick={() => mutate()}>
            Try again
          </Button>
        </>
      ) : (
        <StyledWaiting as="p" $nowrap role="status">
          <Spinner $size={20} />
          Signing you out…
        </StyledWaiting>
      )}
    </AuthLayout>
  )
}

const StyledWaiting = styled(Row)`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
`
