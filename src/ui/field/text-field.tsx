import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Field } from './field'
import { StyledInput } from './field-styles'

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'children'>

export interface TextFieldProps extends InputProps {
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  hideLabel?: boolean
}

export function TextField({
  label,
  hint,
  error,
  hideLabel,
  id,
  required,
  ...input
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      hideLabel={hideLabel}
    >
      {(control) => <StyledInput type="text" {...input} {...control} $invalid={Boolean(error)} />}
    </Field>
  )
}
