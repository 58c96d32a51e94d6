import { http } from './http'

let ready: Promise<unknown> = Promise.resolve()
/** False from the moment a mock host is starting until it answers (or fails to start). */
let up = true
const listeners = new Set<() => void>()

/**
 * Mock mode: the in-browser host starts beside the app instead of before it (issue 9), so the
 * first page renders while the host's code downloads. Every API call made before the host
 * answers waits for it here (the service worker would otherwise pass it to the static server);
 * the wait is not counted in the call's timeout, which starts in the adapter.
 */
export function waitForMockHost(host: Promise<unknown>): void {
  up = false
  // A host that failed to start fails the calls, as an unreachable API would.
  ready = host.finally(() => {
    up = true
    listeners.forEach((listener) => listener())
  })
  http.interceptors.request.use(async (config) => {
    if (!up) await ready
    return config
  })
}

/** Resolves once the mock host (if any) answers; at once in live mode. */
export const mockHostReady = () => ready

/**
 * Whether API calls go out at once: always in live mode; in mock mode once the host is up. A
 * form sent before then waits, and may say so (use-waiting-for-host.ts, issue 26).
 */
export const isHostUp = () => up

/** Calls `listener` when the host comes up; returns the unsubscribe. */
export function onHostUp(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
