import { isAxiosError } from 'axios'
import { isTimeout } from './timeout'

/** SPEC §5: what a form shows when a submit fails. */
export interface FormError {
  /** First message per field, keyed exactly as Laravel sends them (dot keys kept: `items.0.qty`). */
  fieldErrors: Record<string, string>
  /** Text for the form as a whole; null when the errors are all attached to fields. */
  message: string | null
  status: number | null
}

export const SUBMIT_FALLBACK_MESSAGE = 'Something went wrong submitting.'
export const TIMEOUT_MESSAGE = 'timeout'

/** The HTTP status of a failed call, or null when there was no response (network, timeout). */
export function errorStatus(err: unknown): number | null {
  return isAxiosError(err) && err.response ? err.response.status : null
}

export function responseBody(err: unknown): Record<string, unknown> | null {
  if (!isAxiosError(err) || !err.response) return null
  const body: unknown = err.response.data
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null
}

/** Laravel's `errors` object as field -> first message; empty when absent or unusable. */
export function firstFieldMessages(errors: unknown): Record<string, string> {
  const result: Record<string, string> = {}
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return result
  for (const [field, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages
    if (typeof first === 'string' && first !== '') result[field] = first
  }
  return result
}

/**
 * A submit refused in the browser before anything was sent (e.g. a file that cannot be
 * prepared), shown like the host's answer: on `field` when given, else as the form's message.
 */
export class LocalFormError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'LocalFormError'
  }
}

/**
 * Maps a failed submit to what the form shows. Any answer holding an `errors` object attaches
 * them to fields (SPEC §5) — usually a 422, but Fortify's login lockout is a 429 of the same
 * shape. Otherwise the server's message, else the generic fallback; a timeout reads "timeout".
 */
export function toFormError(err: unknown): FormError {
  if (err instanceof LocalFormError)
    return err.field
      ? { fieldErrors: { [err.field]: err.message }, message: null, status: null }
      : { fieldErrors: {}, message: err.message, status: null }
  const status = errorStatus(err)
  if (isTimeout(err)) return { fieldErrors: {}, message: TIMEOUT_MESSAGE, status }
  const body = responseBody(err)
  const fieldErrors = firstFieldMessages(body?.errors)
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, message: null, status }
  const serverMessage = body?.message
  const message =
    typeof serverMessage === 'string' && serverMessage.trim() !== ''
      ? serverMessage
      : SUBMIT_FALLBACK_MESSAGE
  return { fieldErrors: {}, message, status }
}
