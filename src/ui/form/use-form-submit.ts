import { useMutation } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toFormError } from '@/lib/api'

export interface FormSubmitOptions<TValues, TResult> {
  onSuccess?: (result: TResult, values: TValues) => void
  onError?: (error: unknown) => void
}

export interface FormSubmitState<TValues, TResult> {
  /** Runs the mutation; resolves to its result, or undefined if it failed or was ignored. */
  submit: (values: TValues) => Promise<TResult | undefined>
  isSubmitting: boolean
  /** Laravel's field errors, first message per field, keyed as sent (`items.0.qty`). */
  fieldErrors: Record<string, string>
  /** The form-level message (server message or "Something went wrong submitting."). */
  formError: string | null
  /** Counts failed submits; Form moves focus to the first invalid field when it changes. */
  failures: number
  errorFor: (field: string) => string | undefined
  /** Call when the user edits a field so its stale error goes away. */
  clearFieldError: (field: string) => void
  reset: () => void
}

/**
 * SPEC §5 submit handling over React Query: a 422 (any answer with `errors`) attaches to
 * fields, otherwise the server message or the fallback is shown; a second submit while one is
 * in flight is ignored. It never touches the form's values, so nothing typed is lost on failure.
 */
export function useFormSubmit<TValues, TResult = unknown>(
  mutationFn: (values: TValues) => Promise<TResult>,
  options: FormSubmitOptions<TValues, TResult> = {},
): FormSubmitState<TValues, TResult> {
  const mutation = useMutation({ mutationFn })
  const { mutateAsync } = mutation
  // A ref, not state: two submits in the same tick must see the first one.
  const inFlight = useRef(false)
  const optionsRef = useRef(options)
  useEffect(() => {
    optionsRef.current = options
  })
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [failures, setFailures] = useState(0)

  const submit = useCallback(
    async (values: TValues) => {
      if (inFlight.current) return undefined
      inFlight.current = true
      setFormError(null)
      try {
        const result = await mutateAsync(values)
        setFieldErrors({})
        optionsRef.current.onSuccess?.(result, values)
        return result
      } catch (err) {
        const mapped = toFormError(err)
        setFieldErrors(mapped.fieldErrors)
        setFormError(mapped.message)
        setFailures((n) => n + 1)
        optionsRef.current.onError?.(err)
        return undefined
      } finally {
        inFlight.current = false
      }
    },
    [mutateAsync],
  )

  const clearFieldError = useCallback((field: string) => {
    setFieldErrors((errors) => {
      if (!(field in errors)) return errors
      const next = { ...errors }
      delete next[field]
      return next
    })
  }, [])

  const reset = useCallback(() => {
    setFieldErrors({})
    setFormError(null)
  }, [])

  return {
    submit,
    isSubmitting: mutation.isPending,
    fieldErrors,
    formError,
    failures,
    errorFor: (field) => fieldErrors[field],
    clearFieldError,
    reset,
  }
}
