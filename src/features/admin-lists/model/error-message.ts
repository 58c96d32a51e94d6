import { errorStatus, isTimeout, TIMEOUT_MESSAGE } from '../../../lib/api'

/** What a list says under "Something went wrong" (SPEC §7: a timeout reads "timeout"). */
export function listErrorMessage(error: unknown): string {
  if (isTimeout(error)) return TIMEOUT_MESSAGE
  const status = errorStatus(error)
  if (status === 403) return 'Your role does not allow you to view this list.'
  if (status === null) return 'The server could not be reached. Check your connection.'
  return 'The list could not be loaded. Please try again.'
}
