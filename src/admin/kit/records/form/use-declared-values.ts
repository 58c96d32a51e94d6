import { useState } from 'react'
import type { FormSubmission } from '@/ui'
import type { FieldValue, FormSection, FormValues } from '../model/form-config'
import { visibleFields } from './form-values'
import { validate } from './validate'

/** useFormSubmit's answer, whose host errors the declared values show beside their own. */
type HostErrors = FormSubmission & { clearFieldError: (field: string) => void }

const without = (errors: Record<string, string>, name: string) => {
  if (!(name in errors)) return errors
  const next = { ...errors }
  delete next[name]
  return next
}

/**
 * The values of declared fields as they are edited, with their errors: the client checks
 * (`validate`) and the host's 422 side by side, a field's error gone once it changes. Shared
 * by the record form and the fields dialog, so both check and clear alike.
 */
export function useDeclaredValues(
  sections: readonly FormSection[],
  initial: FormValues,
  host: HostErrors,
  startLabels: Record<string, string | null> = {},
) {
  const [values, setValues] = useState<FormValues>(initial)
  const [labels, setLabels] = useState<Record<string, string | null>>(startLabels)
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({})
  const [clientFailures, setClientFailures] = useState(0)
  const errors = { ...host.fieldErrors, ...clientErrors }

  const change = (name: string) => (value: FieldValue, label?: string | null) => {
    setValues((v) => ({ ...v, [name]: value }))
    if (label !== undefined) setLabels((l) => ({ ...l, [name]: label }))
    host.clearFieldError(name)
    setClientErrors((e) => without(e, name))
  }

  /** Runs the client checks: true when the values may be sent, else the errors show. */
  const check = () => {
    const found = validate(sections, values)
    setClientErrors(found)
    if (Object.keys(found).length === 0) return true
    setClientFailures((n) => n + 1)
    return false
  }

  /** What the Form shows: both kinds of error, and focus moved after either kind of failure. */
  const submission: FormSubmission = {
    isSubmitting: host.isSubmitting,
    formError: host.formError,
    fieldErrors: errors,
    failures: host.failures + clientFailures,
  }

  const shown = new Set(visibleFields(sections, values).map((f) => f.name))
  return { values, setValues, labels, setLabels, errors, change, check, submission, shown }
}
