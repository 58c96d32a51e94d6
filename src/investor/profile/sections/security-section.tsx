import { useState } from 'react'
import styled from 'styled-components'
import { updatePassword, type UpdatePasswordInput } from '@/lib/session'
import { CheckIcon, Row, Stack, useFormSubmit } from '@/ui'
import { NewPasswordFields, PasswordField, useFields } from '@/shared/session'
import { FormCard } from '../components/form-card'

const EMPTY: UpdatePasswordInput = { current_password: '', password: '', password_confirmation: '' }

/** Profile "security": change the password (POST /api/auth/update-password). */
export function SecuritySection() {
  const [done, setDone] = useState<string | null>(null)
  const change = useFormSubmit((input: UpdatePasswordInput) => updatePassword(input), {
    onSuccess: (result) => {
      // Nothing sensitive stays in the form once it has done its job.
      setValues(EMPTY)
      setDone(result.message || 'Your password has been changed.')
    },
  })

  const { values, setValues, field: bind } = useFields(EMPTY, change, () => setDone(null))

  return (
    <FormCard
      title="Change password"
      lead="Use at least 8 characters. A longer phrase you do not use anywhere else is safest."
      intro={
        // A live region present from the start, so the confirmation is announced.
        <div role="status">
          {done ? (
            <StyledSuccess as="p" $nowrap $gap="xs">
              <CheckIcon />
              {done}
            </StyledSuccess>
          ) : null}
        </div>
      }
      onSubmit={() => void change.submit(values)}
      submission={change}
      submitLabel="Change password"
      loadingText="Changing password"
    >
      <StyledFields>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          toggleNoun="current password"
          {...bind('current_password')}
        />
        <NewPasswordFields field={bind} />
      </StyledFields>
    </FormCard>
  )
}

const StyledFields = styled(Stack)`
  max-width: 420px;
`

const StyledSuccess = styled(Row)`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.success};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.successSurface};
  color: ${({ theme }) => theme.colours.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colours.success};
  }
`
