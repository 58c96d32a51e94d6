import { useState } from 'react'

interface FieldErrors {
  errorFor: (field: string) => string | undefined
  clearFieldError: (field: string) => void
}

/**
 * Controlled text values for a small form, wired to a submission's field errors: each field
 * shows its server error, and editing it clears that error. Values are never reset on failure.
 * `onEdit` runs on every edit (e.g. to take down a confirmation the form showed).
 */
export function useFields<T extends { [K in keyof T]: string }>(
  initial: T | (() => T),
  errors: FieldErrors,
  onEdit?: () => void,
) {
  const [values, setValues] = useState<T>(initial)
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors.errorFor(name),
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target
      setValues((current) => ({ ...current, [name]: value }))
      errors.clearFieldError(name)
      onEdit?.()
    },
  })
  return { values, setValues, field }
}
