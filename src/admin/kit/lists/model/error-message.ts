import { errorStatus, isTimeout, rejectedQuery, TIMEOUT_MESSAGE } from '@/lib/api'

/** What a list says under "Something went wrong" (SPEC §7: a timeout reads "timeout"). */
export function listErrorMessage(error: unknown): string {
  if (isTimeout(error)) return TIMEOUT_MESSAGE
  // Only what the list cannot leave out ends here (its fixed filters): the rest it drops.
  const rejected = rejectedQuery(error)
  if (rejected)
    return `This host cannot show this list: it does not allow the ${rejected.part} ${rejected.names.join(', ')} that the list needs.`
  const status = errorStatus(error)
  if (status === 403) return 'Your role does not allow you to view this list.'
  if (status === null) return 'The server could not be reached. Check your connection.'
  return 'The list could not be loaded. Please try again.'
}
