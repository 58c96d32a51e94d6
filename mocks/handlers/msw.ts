import { http } from 'msw'
import type { MockHost } from '../http/host'
import type { Router } from '../http/router'
import { handle, isHostPath } from '../http/pipeline'

/** One msw handler in front of the host's router; other requests (the app's assets) pass. */
export function hostHandler(host: MockHost, router: Router) {
  return http.all('*', ({ request, cookies }) => {
    const url = new URL(request.url)
    if (!isHostPath(url.pathname)) return undefined
    return handle(host, router, request, cookies)
  })
}
