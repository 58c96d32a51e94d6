import { useId, type ReactNode } from 'react'
import { VisuallyHidden } from '@/ui/primitives/visually-hidden'
import { StyledField, StyledHint, StyledLabel, StyledRequired } from './field-styles'
import { describedBy } from './described-by'
import { FieldError } from './field-error'

/** What a control needs to be wired to its label, hint and error. */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  'aria-required'?: true
}

export interface FieldProps {
  label: ReactNode
  hint?: ReactNode
  /** The field's error; a non-empty string turns the field red and is announced with it. */
  error?: string | null
  id?: string
  required?: boolean
  /** Keeps the label for assistive technology only (e.g. a search box with a visible icon). */
  hideLabel?: boolean
  className?: string
  children: (control: FieldControlProps) => ReactNode
}

/** Label, control, hint and error, linked by id, aria-describedby and aria-invalid. */
export function Field({
  label,
  hint,
  error,
  id,
  required,
  hideLabel,
  className,
  children,
}: FieldProps) {
  const autoId = useId()
  const controlId = id ?? `field${autoId}`
  const { hintId, errorId, describedBy: ariaDescribedBy } = describedBy(controlId, hint, error)
  const labelContent = (
    <>
      {label}
      {required ? <StyledRequired aria-hidden="true">*</StyledRequired> : null}
    </>
  )
  return (
    <StyledField className={className}>
      <StyledLabel htmlFor={controlId}>
        {hideLabel ? <VisuallyHidden>{labelContent}</VisuallyHidden> : labelContent}
      </StyledLabel>
      {children({
        id: controlId,
        'aria-describedby': ariaDescribedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      <FieldError id={errorId} error={error} />
    </StyledField>
  )
}
