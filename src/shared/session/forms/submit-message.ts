import { errorStatus, isTimeout } from '@/lib/api'

export const CONNECTION_MESSAGE =
  'We could not reach the server. Please check your internet connection and try again.'
export const TIMEOUT_FORM_MESSAGE =
  'The server took too long to answer (timeout). Please try again in a moment.'
export const THROTTLE_MESSAGE = 'Too many attempts. Please wait a minute before trying again.'
export const EXPIRED_MESSAGE = 'Your session has expired. Please try again.'

/** Axios marks its errors; checked by shape because components never import axios. */
function isRequestError(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    (err as { isAxiosError?: unknown }).isAxiosError === true
  )
}

/**
 * A clearer form-level message than the generic fallback for failures that carry no field
 * errors: no connection, a timeout (SPEC §7 keeps the word "timeout"), throttling, an expired
 * CSRF token, or a failure of our own (e.g. the session cookie was not kept). Null keeps
 * useFormSubmit's message (the server's text or "Something went wrong submitting.").
 */
export function submitMessage(err: unknown): string | null {
  if (isTimeout(err)) return TIMEOUT_FORM_MESSAGE
  const status = errorStatus(err)
  if (status === 429) return THROTTLE_MESSAGE
  if (status === 419) return EXPIRED_MESSAGE
  if (status !== null) return null
  if (isRequestError(err)) return CONNECTION_MESSAGE
  return err instanceof Error && err.message ? err.message : null
}
