import { isDecodeError } from './decode/decode-error'
import {
  LocalFormError,
  SUBMIT_FALLBACK_MESSAGE,
  TIMEOUT_MESSAGE,
  firstFieldMessages,
  responseBody,
} from './errors'
import { isTimeout } from './timeout'

// Apart from errors.ts: /login's first chunk holds that module whole, and only the portals
// read these messages.

/** What an error state says when a response arrived but could not be read (a DecodeError). */
export const UNREADABLE_MESSAGE = "The server's answer could not be read."

/**
 * The message a query's error state shows for `err`, or null to keep the state's own wording:
 * "timeout" for a timeout (SPEC §7), the unreadable-answer text for a body the decoders
 * rejected, so a host speaking another dialect is told apart from one that is down.
 */
export function queryErrorMessage(err: unknown): string | null {
  if (isTimeout(err)) return TIMEOUT_MESSAGE
  if (isDecodeError(err)) return UNREADABLE_MESSAGE
  return null
}

/**
 * What the host said about a failed write, for the places with no form to attach field errors
 * to (a toast, a row action, a dialog's line): "timeout" for a timeout, the unreadable-answer
 * text for a body the decoders rejected, the server's `message` (a 403's or 409's reason, a
 * 422's summary), else its first field message. Null when the host said nothing usable.
 */
export function hostMessage(err: unknown): string | null {
  if (err instanceof LocalFormError) return err.message
  if (isTimeout(err)) return TIMEOUT_MESSAGE
  if (isDecodeError(err)) return UNREADABLE_MESSAGE
  const body = responseBody(err)
  const serverMessage = body?.message
  if (typeof serverMessage === 'string' && serverMessage.trim() !== '') return serverMessage
  return Object.values(firstFieldMessages(body?.errors))[0] ?? null
}

/** SPEC §8 for a failed write: the host's message (see hostMessage), else `fallback`. */
export const failureMessage = (err: unknown, fallback: string = SUBMIT_FALLBACK_MESSAGE) =>
  hostMessage(err) ?? fallback
