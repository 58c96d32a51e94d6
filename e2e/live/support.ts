import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test'
import { MOCK_API_ORIGIN } from './ports'

/** The two host dialects the standalone mock can speak (POST /__mock/dialect). */
export const DIALECTS = ['contract', 'stock'] as const
export type Dialect = (typeof DIALECTS)[number]

/** A single record as either dialect answers it: wrapped in `data` (contract) or bare (stock). */
export const record = <T>(body: { data?: T } & T): T => (body.data ?? body) as T

/** The mock host's control endpoints (no session needed), called from the test runner. */
export async function mockHost() {
  const context = await request.newContext({
    baseURL: MOCK_API_ORIGIN,
    extraHTTPHeaders: { Accept: 'application/json' },
  })
  const post = async (path: string, data: unknown) => {
    const res = await context.post(path, { data })
    expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300)
    return res.json() as Promise<Record<string, unknown>>
  }
  return { context, post, dispose: () => context.dispose() }
}

/**
 * For a describe of journeys in one dialect: before them, the mock goes back to its seed and
 * then speaks `dialect`.
 */
export function onHostSpeaking(dialect: Dialect) {
  test.beforeAll(async () => {
    const host = await mockHost()
    try {
      await host.post('/__mock/reset', {})
      // A reset is back in the contract dialect (the shared decision), so only the other one
      // needs the switch.
      if (dialect !== 'contract')
        expect(await host.post('/__mock/dialect', { dialect })).toEqual({ dialect })
    } finally {
      await host.dispose()
    }
  })
}

/** Change the tenant's settings row (POST /__mock/settings); the row as the host answers it. */
export async function changeSettings(fields: Record<string, unknown>) {
  const host = await mockHost()
  try {
    return record<Record<string, unknown>>(await host.post('/__mock/settings', fields))
  } finally {
    await host.dispose()
  }
}

/** Push a notification to a user (POST /__mock/notify). */
export async function notify(email: string, message: string) {
  const host = await mockHost()
  try {
    await host.post('/__mock/notify', { email, message })
  } finally {
    await host.dispose()
  }
}

/**
 * The page's own API client: its browser context's cookie jar, sent to the host as the app
 * sends them (credentials, the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN on writes).
 */
export function hostApi(page: Page) {
  const api: APIRequestContext = page.request
  const headers = async () => {
    const cookies = await page.context().cookies(MOCK_API_ORIGIN)
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value
    return {
      Accept: 'application/json',
      ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
    }
  }
  return {
    async get<T>(path: string): Promise<T> {
      const res = await api.get(MOCK_API_ORIGIN + path, { headers: await headers() })
      expect(res.status(), `GET ${path}`).toBe(200)
      return res.json() as Promise<T>
    },
    async post<T>(path: string, data: unknown): Promise<T> {
      const res = await api.post(MOCK_API_ORIGIN + path, { headers: await headers(), data })
      expect(res.status(), `POST ${path}: ${await res.text()}`).toBeLessThan(300)
      return res.json() as Promise<T>
    },
    /** Starts a session as a signed-in user's browser would have (for what comes after). */
    async login(email: string) {
      await api.get(`${MOCK_API_ORIGIN}/sanctum/csrf-cookie`)
      const res = await api.post(`${MOCK_API_ORIGIN}/login`, {
        headers: await headers(),
        data: { email, password: 'password' },
      })
      expect(res.status(), `login ${email}`).toBe(204)
    },
  }
}

/** The page's level-1 heading inside <main>: a page that rendered. */
export const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 })
