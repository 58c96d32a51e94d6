import { useState } from 'react'
import { useFormSubmit, type FormSubmitOptions, type FormSubmitState } from '@/ui'
import { submitMessage } from './submit-message'

/**
 * useFormSubmit (SPEC §5: field errors on fields, double submit ignored, values untouched)
 * with the session pages' clearer messages for connection problems, timeouts and throttling.
 */
export function useAuthSubmit<TValues, TResult>(
  mutationFn: (values: TValues) => Promise<TResult>,
  options: FormSubmitOptions<TValues, TResult> = {},
): FormSubmitState<TValues, TResult> {
  const [clearer, setClearer] = useState<string | null>(null)
  const submission = useFormSubmit(mutationFn, {
    onSuccess: (result, values) => {
      setClearer(null)
      options.onSuccess?.(result, values)
    },
    onError: (err) => {
      setClearer(submitMessage(err))
      options.onError?.(err)
    },
  })
  // Only replaces a form-level message: field errors stay on their fields.
  const formError = submission.formError && clearer ? clearer : submission.formError
  return { ...submission, formError }
}
