import type { Page } from '@playwright/test'

export interface PageResponse<T = unknown> {
  status: number
  body: T
}

/**
 * Calls the API from inside the page, as the app does: same-origin fetch with cookies, the
 * XSRF-TOKEN cookie URL-decoded into X-XSRF-TOKEN. In mock mode the service worker answers.
 */
export function pageApi(page: Page) {
  const call = <T>(method: string, path: string, body?: unknown) =>
    page.evaluate(
      async ({ method, path, body }) => {
        // Mock mode starts its host after a logged-out page paints (src/app/boot.ts).
        await (window as Window & { __mockHostReady?: Promise<unknown> }).__mockHostReady
        const xsrf = document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice('XSRF-TOKEN='.length)
        const headers: Record<string, string> = {
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
        }
        if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf)
        if (body !== undefined) headers['Content-Type'] = 'application/json'
        const res = await fetch(path, {
          method,
          headers,
          credentials: 'include',
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        const text = await res.text()
        let parsed: unknown = text
        try {
          parsed = text ? JSON.parse(text) : null
        } catch {
          // not JSON (CSV, HTML): keep the text
        }
        return { status: res.status, body: parsed }
      },
      { method, path, body },
    ) as Promise<PageResponse<T>>

  return {
    get: <T = unknown>(path: string) => call<T>('GET', path),
    post: <T = unknown>(path: string, body: unknown = {}) => call<T>('POST', path, body),
    patch: <T = unknown>(path: string, body: unknown) => call<T>('PATCH', path, body),
    delete: <T = unknown>(path: string) => call<T>('DELETE', path),
    async login(email: string, password = 'password') {
      await call('GET', '/sanctum/csrf-cookie')
      return call('POST', '/login', { email, password })
    },
  }
}

/** Reset the mock host's data so every journey starts from the seed. */
export async function resetMock(page: Page) {
  const api = pageApi(page)
  const res = await api.post('/__mock/reset', {})
  if (res.status !== 200) throw new Error(`reset failed: ${res.status}`)
}
