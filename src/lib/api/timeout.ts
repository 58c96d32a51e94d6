import { AxiosError } from 'axios'

/**
 * The one place that owns SPEC §7's 5000 ms loading timeout. The axios instance enforces it for
 * every HTTP call; React Query adds no timer of its own (see src/lib/query/client.ts).
 */
export const REQUEST_TIMEOUT_MS = 5000

/** SPEC §7: "a timeout is reported as the text timeout" — so the message is exactly that. */
export class TimeoutError extends Error {
  constructor(cause?: unknown) {
    super('timeout', { cause })
    this.name = 'TimeoutError'
  }
}

/** An axios timeout, whichever adapter raised it (xhr/http say ECONNABORTED, fetch ETIMEDOUT). */
export function isAxiosTimeout(err: unknown): err is AxiosError {
  if (!(err instanceof AxiosError)) return false
  if (err.code === AxiosError.ETIMEDOUT) return true
  // ECONNABORTED is also used for a plain abort ("Request aborted"), which is not a timeout.
  return err.code === AxiosError.ECONNABORTED && /timeout/i.test(err.message)
}

/** True for our TimeoutError and for a raw axios timeout that has not been converted yet. */
export function isTimeout(err: unknown): boolean {
  return err instanceof TimeoutError || isAxiosTimeout(err)
}
