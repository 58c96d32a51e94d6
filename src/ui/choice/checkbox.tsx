import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'
import { StyledError, StyledHint } from '@/ui/field/field-styles'
import { StyledChoiceInput, StyledFieldset, StyledOption } from './choice-styles'

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: ReactNode
  hint?: ReactNode
  error?: string | null
}

/** A single checkbox with its own label, e.g. "I accept the terms and conditions". */
export function Checkbox({ label, hint, error, id, disabled, ...input }: CheckboxProps) {
  const autoId = useId()
  const inputId = id ?? `checkbox${autoId}`
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  return (
    <StyledFieldset as="div">
      <StyledOption htmlFor={inputId} $disabled={disabled}>
        <StyledChoiceInput
          {...input}
          id={inputId}
          type="checkbox"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          $invalid={Boolean(error)}
        />
        <span>{label}</span>
      </StyledOption>
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledFieldset>
  )
}
