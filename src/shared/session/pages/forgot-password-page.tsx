import { useState } from 'react'
import { useForgotPassword } from '@/lib/session'
import { Form } from '@/ui'
import { AuthSubmitButton, EmailField } from '../components/auth-fields'
import { StatusMessage } from '../components/status-message'
import { LinkRow, TextLink } from '../components/text-link'
import { useAuthSubmit } from '../forms/use-auth-submit'
import { useFields } from '../forms/use-fields'
import { AuthLayout } from '../layout/auth-layout'
import { LOGIN_PATH } from '../paths'

/**
 * /forgot-password (POST /password/email): asks for the reset link and shows the server's
 * answer ("We have emailed your password reset link."). The form stays, so the visitor can
 * correct the address or ask again.
 */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword()
  const [sent, setSent] = useState<string | null>(null)
  const submission = useAuthSubmit((v: { email: string }) => forgot.mutateAsync(v.email), {
    onSuccess: (result) => setSent(result.message),
  })
  const { values, field } = useFields({ email: '' }, submission)

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email address you registered with and we will email you a link to choose a new password."
      footer={
        <LinkRow>
          Remembered it? <TextLink to={LOGIN_PATH}>Back to log in</TextLink>
        </LinkRow>
      }
    >
      <StatusMessage>{sent}</StatusMessage>
      <Form
        aria-label="Reset your password"
        submission={submission}
        onSubmit={() => {
          setSent(null)
          void submission.submit(values)
        }}
      >
        <EmailField {...field('email')} />
        <AuthSubmitButton submitting={submission.isSubmitting} loadingText="Sending…">
          {' '}
          Email password reset link{' '}
        </AuthSubmitButton>
      </Form>
    </AuthLayout>
  )
}
