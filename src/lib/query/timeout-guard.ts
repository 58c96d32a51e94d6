import { REQUEST_TIMEOUT_MS, TimeoutError } from '@/lib/api/timeout'

/**
 * Bounds a query function that does not go through the axios instance (which already times out
 * at REQUEST_TIMEOUT_MS), so every loading state ends within the same 5000 ms with the same
 * `timeout` error. The work is not cancelled; pass an AbortSignal to it for that.
 */
export function withTimeout<T>(work: Promise<T>, ms: number = REQUEST_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError()), ms)
  })
  return Promise.race([work, expired]).finally(() => clearTimeout(timer))
}
