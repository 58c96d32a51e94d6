import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { errorStatus, toFormError } from '@/lib/api'
import { currentUserQuery, useCurrentUser, useResendVerification } from '@/lib/session'
import { Button, Stack, StandaloneTitle } from '@/ui'
import { MailIcon } from '../components/icons'
import { StatusMessage } from '../components/status-message'
import { LinkRow, TextLink } from '../components/text-link'
import { submitMessage } from '../forms/submit-message'
import { LOGOUT_PATH } from '../paths'

export const RESENT_MESSAGE = 'A fresh verification link has been sent to your email address.'
export const ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified.'
const RESEND_FAILED = 'We could not send a new verification link. Please try again in a moment.'
const RESEND_THROTTLED =
  'You have asked for several links in a short time. Please wait a minute and try again.'

export interface VerifyEmailNoticeProps {
  /** The notice's heading level; null when the page around it already names it. */
  heading?: 'h1' | 'h2' | 'h3' | null
}

function failureText(err: unknown): string {
  const status = errorStatus(err)
  if (status === 429) return RESEND_THROTTLED
  const clearer = submitMessage(err)
  if (clearer) return clearer
  // A 4xx explains itself (Laravel's message); a server error's "Server Error" does not.
  if (status !== null && status < 500) return toFormError(err).message ?? RESEND_FAILED
  return RESEND_FAILED
}

/**
 * For a logged-in user whose email is not verified (the investor portal shows it instead of
 * its navigation, SPEC §2): where the link went, a way to get another (POST /email/resend)
 * and a way out. A 204 answer means the address was verified meanwhile: the user is reloaded.
 */
export function VerifyEmailNotice({ heading = 'h1' }: VerifyEmailNoticeProps) {
  const { user } = useCurrentUser()
  const queryClient = useQueryClient()
  const resend = useResendVerification()
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)

  const send = () => {
    if (resend.isPending) return
    setResult(null)
    resend.mutate(undefined, {
      onSuccess: (answer) => {
        setResult({ ok: true, text: answer?.message ?? ALREADY_VERIFIED_MESSAGE })
        if (!answer) void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey })
      },
      onError: (err) => setResult({ ok: false, text: failureText(err) }),
    })
  }

  return (
    <StyledNotice as="section" $align="flex-start">
      <StyledIcon>
        <MailIcon />
      </StyledIcon>
      {heading ? <StandaloneTitle as={heading}>Verify your email address</StandaloneTitle> : null}
      <StyledText>
        We have sent a verification link to{' '}
        {user?.email ? <strong>{user.email}</strong> : 'your email address'}. Please follow the link
        in that email to finish setting up your account.
      </StyledText>
      <StyledText>
        If you cannot find it, check your junk or spam folder, or ask us for a new link.
      </StyledText>
      <StatusMessage>{result?.ok ? result.text : null}</StatusMessage>
      <StatusMessage tone="error">{result && !result.ok ? result.text : null}</StatusMessage>
      <Button variant="primary" loading={resend.isPending} loadingText="Sending…" onClick={send}>
        Resend verification email
      </Button>
      <LinkRow>
        Wrong account? <TextLink to={LOGOUT_PATH}>Log out</TextLink>
      </LinkRow>
    </StyledNotice>
  )
}

const StyledNotice = styled(Stack)`
  max-width: 560px;
`

const StyledIcon = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colours.primarySubtle};
  color: ${({ theme }) => theme.colours.link};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`

const StyledText = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colours.text};
  overflow-wrap: anywhere;
`
