import { toFormError } from '@/lib/api'

/** One line for a toast: the server's message, else its first field error. */
export function errorText(err: unknown): string {
  const { message, fieldErrors } = toFormError(err)
  return message ?? Object.values(fieldErrors)[0] ?? 'Something went wrong.'
}
