import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { useResetPassword, type ResetPasswordInput } from '@/lib/session'
import { Form } from '@/ui'
import { AuthSubmitButton, EmailField } from '../components/auth-fields'
import { ConfirmPasswordField } from '../forms/new-password-fields'
import { PasswordField } from '../components/password-field'
import { LinkRow, TextLink } from '../components/text-link'
import type { AuthLocationState } from '../forms/auth-location-state'
import { useAuthSubmit } from '../forms/use-auth-submit'
import { useFields } from '../forms/use-fields'
import { AuthLayout } from '../layout/auth-layout'
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../paths'

const RESET_DONE = 'Your password has been reset. You can now log in with your new password.'

/**
 * The page of the emailed reset link, RESET_PASSWORD_PATH (/reset-password/:token?email=):
 * POST /password/reset with the token, then /login with a confirmation and the email filled in.
 * An invalid or used token comes back as a 422 on the email field.
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const reset = useResetPassword()
  const submission = useAuthSubmit((input: ResetPasswordInput) => reset.mutateAsync(input), {
    onSuccess: (_result, input) => {
      const state: AuthLocationState = { notice: RESET_DONE, email: input.email }
      navigate(LOGIN_PATH, { replace: true, state })
    },
  })
  const { values, field } = useFields(
    { email: params.get('email') ?? '', password: '', password_confirmation: '' },
    submission,
  )

  return (
    <AuthLayout
      title="Choose a new password"
      description="Your new password must be at least 8 characters long."
      footer={
        <LinkRow>
          Link not working? <TextLink to={FORGOT_PASSWORD_PATH}>Request a new link</TextLink>
        </LinkRow>
      }
    >
      <Form
        aria-label="Choose a new password"
        submission={submission}
        onSubmit={() => void submission.submit({ ...values, token })}
      >
        <EmailField {...field('email')} />
        <PasswordField label="New password" autoComplete="new-password" {...field('password')} />
        <ConfirmPasswordField label="Confirm new password" {...field('password_confirmation')} />
        <AuthSubmitButton submitting={submission.isSubmitting} loadingText="Saving…">
          {' '}
          Reset password{' '}
        </AuthSubmitButton>
      </Form>
    </AuthLayout>
  )
}
