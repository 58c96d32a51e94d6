import { http } from '../lib/api'

let ready: Promise<unknown> = Promise.resolve()

/**
 * Mock mode: the in-browser host starts beside the app instead of before it (issue 9), so the
 * first page renders while the host's code downloads. Every API call made before the host
 * answers waits for it here (the service worker would otherwise pass it to the static server);
 * the wait is not counted in the call's timeout, which starts in the adapter.
 */
export function waitForMockHost(host: Promise<unknown>): void {
  // A host that failed to start fails the calls, as an unreachable API would.
  ready = host
  http.interceptors.request.use(async (config) => {
    await ready
    return config
  })
}

/** Resolves once the mock host (if any) answers; at once in live mode. */
export const mockHostReady = () => ready
