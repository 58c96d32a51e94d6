import { useState, type ChangeEvent } from 'react'

interface FieldErrors {
  errorFor: (field: string) => string | undefined
  clearFieldError: (field: string) => void
}

/**
 * Controlled text values for a small form, wired to a submission's field errors: each field
 * shows its server error, and editing it clears that error. Values are never reset on failure.
 */
export function useFields<T extends Record<string, string>>(initial: T, errors: FieldErrors) {
  const [values, setValues] = useState<T>(initial)
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors.errorFor(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target
      setValues((current) => ({ ...current, [name]: value }))
      errors.clearFieldError(name)
    },
  })
  return { values, field }
}
