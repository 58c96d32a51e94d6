import { useEffect, useRef, type ComponentPropsWithoutRef, type FormEvent } from 'react'
import styled from 'styled-components'
import { FormError } from './form-error'
import { HostStartingNotice } from './host-starting-notice'
import type { FormSubmitState } from './use-form-submit'

export type FormSubmission = Pick<
  FormSubmitState<never, unknown>,
  'isSubmitting' | 'formError' | 'fieldErrors' | 'failures'
>

export interface FormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> {
  onSubmit: () => void
  /** The state from useFormSubmit: drives aria-busy, the error summary and focus. */
  submission?: FormSubmission
}

const noErrors: Record<string, string> = {}

/**
 * A form with the product's submit behaviour: no native validation bubbles (the server's
 * Laravel messages are the source of truth), no reload, an error summary on top, and focus
 * taken to the first invalid field after a failed submit (not while the user edits).
 */
export function Form({ onSubmit, submission, children, ...form }: FormProps) {
  const ref = useRef<HTMLFormElement>(null)
  const failures = submission?.failures ?? 0
  const fieldErrors = submission?.fieldErrors ?? noErrors
  const submitting = submission?.isSubmitting ?? false

  useEffect(() => {
    if (failures > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [failures])

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!submitting) onSubmit()
  }

  return (
    <StyledForm
      {...form}
      ref={ref}
      noValidate
      aria-busy={submitting || undefined}
      onSubmit={handleSubmit}
    >
      <FormError message={submission?.formError} errors={Object.values(fieldErrors)} />
      {children}
      {/* Only mock mode has a host to wait for: a live-only build leaves the notice out. */}
      {import.meta.env.VITE_API_MODE === 'live' ? null : <HostStartingNotice active={submitting} />}
    </StyledForm>
  )
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`

/** Right-aligned actions row at the bottom of a form; stacks full-width on small screens. */
export const FormActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.up('sm')} {
    flex-direction: row;
    justify-content: flex-end;
  }
`
