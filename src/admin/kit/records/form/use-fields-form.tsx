import { useMemo, useState } from 'react'
import { useFormSubmit } from '@/ui'
import type { FormSection, FormValues } from '../model/form-config'
import { asFieldDecl, type DialogField } from './dialog-fields'
import { initialValues } from './form-values'
import { RecordField } from './record-field'
import { useDeclaredValues } from './use-declared-values'

/** Laravel's default attribute name: the request's field name, underscores as spaces. */
const hostName = (field: DialogField) => field.name.replaceAll('_', ' ')

export interface FieldsFormOptions<T> {
  fields: readonly DialogField[]
  initial?: FormValues
  /** The record being edited: the fields start from its values, read as the record form reads them. */
  record?: Record<string, unknown>
  submit: (values: FormValues) => Promise<T>
  onSaved: (result: T) => void
  /**
   * Sends without the client checks, so the host answers every field at once (it knows rules
   * the declaration does not, such as a figure's range, and says them beside a missing one).
   */
  hostChecks?: boolean
}

/**
 * A small form of declared fields (a dialog's, a card's): the record form's controls and
 * client checks, then the host's answer on the fields. Gives the Form's submission and
 * submit, and each visible field with its control.
 */
export function useFieldsForm<T>({
  fields,
  initial,
  record,
  submit,
  onSaved,
  hostChecks = false,
}: FieldsFormOptions<T>) {
  // Checked in the host's words: its attribute names, which these forms' texts already knew.
  const sections = useMemo<FormSection[]>(
    () => [
      { title: '', fields: fields.map((f) => ({ attribute: hostName(f), ...asFieldDecl(f) })) },
    ],
    [fields],
  )
  const host = useFormSubmit(submit, { onSuccess: (result) => onSaved(result) })
  // Read once, as the form opens; later renders keep what was typed.
  const [start] = useState(() => initialValues(sections, record ?? null, initial))
  const form = useDeclaredValues(sections, start, host)
  const onSubmit = () => {
    if (hostChecks || form.check()) void host.submit(form.values)
  }
  const drawn = fields
    .filter((field) => form.shown.has(field.name) && field.kind !== 'hidden')
    .map((field) => ({
      field,
      control: (
        <RecordField
          key={field.name}
          field={field}
          value={form.values[field.name] ?? null}
          relationLabel={form.labels[field.name]}
          error={form.errors[field.name]}
          onChange={form.change(field.name)}
          values={form.values}
        />
      ),
    }))
  return { submission: form.submission, onSubmit, drawn }
}
