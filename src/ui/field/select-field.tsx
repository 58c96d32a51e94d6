import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Field } from './field'
import { StyledSelect } from './control-styles'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode
  options: SelectOption[]
  /** An empty first option ("Select…"); chosen when value is ''. */
  placeholder?: string
  hint?: ReactNode
  error?: string | null
}

export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  required,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} required={required}>
      {(control) => (
        <StyledSelect {...select} {...control} $invalid={Boolean(error)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </StyledSelect>
      )}
    </Field>
  )
}
