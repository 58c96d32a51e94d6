import axios, { AxiosError, type AxiosInstance } from 'axios'
import { getConfig } from '@/lib/config'
import { REQUEST_TIMEOUT_MS, TimeoutError, isAxiosTimeout } from './timeout'
import { redirectToLogout } from './unauthorised'

export { TimeoutError, isTimeout, REQUEST_TIMEOUT_MS } from './timeout'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not run the 401 handler for this call (a 401 is an expected answer there). */
    skipUnauthorisedHandler?: boolean
    /** Internal: this request is already the one retry after a 419. */
    csrfRetried?: boolean
  }
}

export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie'

export type HttpOptions = {
  /** A function is read per request, so the app instance can exist before config is loaded. */
  baseURL?: string | (() => string)
  timeout?: number
  onUnauthorised?: () => void
}

/**
 * The single place an axios instance is configured for the Sanctum SPA contract
 * (CONTRACT-FACTS §1): cookies + X-XSRF-TOKEN (axios reads and URL-decodes the XSRF-TOKEN
 * cookie itself on every request, so a token rotated by login/logout is picked up), JSON
 * errors instead of redirects, the 5000 ms timeout, 401 -> logout, 419 -> refresh and retry.
 * Credentials live only in cookies: nothing here reads or writes storage.
 */
const READ_METHODS = new Set(['get', 'head', 'options'])

export function createHttp(options: HttpOptions = {}): AxiosInstance {
  const { baseURL = '', timeout = REQUEST_TIMEOUT_MS, onUnauthorised = redirectToLogout } = options
  const instance = axios.create({
    baseURL: typeof baseURL === 'string' ? baseURL : undefined,
    timeout,
    // Cross-origin API hosts need both: cookies travel, and axios >= 1.6 only sends the XSRF
    // header cross-origin when withXSRFToken says so. Only writes carry it: Laravel checks
    // the token on those alone, and a custom header on a cross-origin GET would cost a CORS
    // preflight (a whole round trip) before every read.
    withCredentials: true,
    withXSRFToken: (config) => !READ_METHODS.has((config.method ?? 'get').toLowerCase()),
    // Laravel answers JSON (401/419/422 bodies, not redirects) when the first Accept entry is
    // JSON (CONTRACT-FACTS §1.5 wantsJson); X-Requested-With is not needed, and as a custom
    // header it too would force a preflight on every cross-origin read.
    headers: { Accept: 'application/json' },
    // Timeouts are then reported as ETIMEDOUT, not the ambiguous ECONNABORTED.
    transitional: { clarifyTimeoutError: true },
    // fetch, not XHR: its timeout is an AbortSignal timer that also fires against msw's Node
    // interceptors (a mocked XHR that hangs never times out there), so the mock's "hang past
    // the timeout" fault behaves the same in tests and in the browser. withCredentials maps to
    // credentials: 'include'. A call that needs upload progress can pass adapter: 'xhr'.
    adapter: 'fetch',
  })

  if (typeof baseURL === 'function') {
    instance.interceptors.request.use((config) => {
      config.baseURL ??= baseURL()
      return config
    })
  }

  instance.interceptors.response.use(undefined, async (err: unknown) => {
    if (isAxiosTimeout(err)) throw new TimeoutError(err)
    if (!(err instanceof AxiosError) || !err.response || !err.config) throw err
    const { config } = err
    const status = err.response.status
    if (status === 401) {
      if (!config.skipUnauthorisedHandler) onUnauthorised()
      throw err
    }
    // 419 = the session (and so its CSRF token) expired: get a fresh token and retry exactly
    // once; a second 419 means something else is wrong and goes to the caller.
    if (status === 419 && !config.csrfRetried) {
      await csrfCookie(instance)
      return instance.request({ ...config, csrfRetried: true })
    }
    throw err
  })

  return instance
}

let unauthorisedHandler: () => void = redirectToLogout

/** Replaces what a 401 does for the app instance (tests, or a router-aware logout); null resets. */
export function setUnauthorisedHandler(handler: (() => void) | null): void {
  unauthorisedHandler = handler ?? redirectToLogout
}

/** The app's instance. Its base URL is config.apiUrl, read when each request is made. */
export const http: AxiosInstance = createHttp({
  baseURL: () => getConfig().apiUrl,
  onUnauthorised: () => unauthorisedHandler(),
})

/** GET /sanctum/csrf-cookie: sets XSRF-TOKEN (and the session cookie); answers 204. */
export function csrfCookie(client: AxiosInstance = http): Promise<void> {
  // Marked as already retried so a (never expected) 419 here cannot loop.
  return client.get(CSRF_COOKIE_PATH, { csrfRetried: true }).then(() => undefined)
}
