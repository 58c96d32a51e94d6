import type { ComponentPropsWithRef, ReactNode } from 'react'
import { StyledTextArea } from './control-styles'
import { Field } from './field'

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: ReactNode
  hint?: ReactNode
  error?: string | null
}

export function TextAreaField({ label, hint, error, id, required, ...area }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} required={required}>
      {(control) => <StyledTextArea {...area} {...control} $invalid={Boolean(error)} />}
    </Field>
  )
}
