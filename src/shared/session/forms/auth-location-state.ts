/**
 * What one session page hands the next through the router's location state: a message to
 * show (e.g. "Your password has been reset.") and an email address to prefill.
 */
export interface AuthLocationState {
  notice?: string
  email?: string
}

/** Reads the state defensively: it may be anything another page (or history) left there. */
export function readAuthState(state: unknown): AuthLocationState {
  if (typeof state !== 'object' || state === null) return {}
  const { notice, email } = state as Record<string, unknown>
  return {
    notice: typeof notice === 'string' && notice !== '' ? notice : undefined,
    email: typeof email === 'string' ? email : undefined,
  }
}
