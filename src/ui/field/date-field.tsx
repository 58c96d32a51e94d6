import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Field } from './field'
import { StyledInput } from './field-styles'

export interface DateFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: ReactNode
  /** ISO date, YYYY-MM-DD ('' for none), as Laravel's date rule expects. */
  value?: string
  hint?: ReactNode
  error?: string | null
}

/** The browser's own date picker: accessible, localised and keyboard-friendly everywhere. */
export function DateField({ label, hint, error, id, required, ...input }: DateFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} required={required}>
      {(control) => <StyledInput {...input} {...control} type="date" $invalid={Boolean(error)} />}
    </Field>
  )
}
