import type { EarlyAnswer } from '../../src/lib/api/early-reads'
import { serve } from '../handlers/msw'
import { parseCookieHeader } from '../http/cookies'
import { hostState, type MockHost } from '../http/host'
import type { Router } from '../http/router'

/**
 * The host's answer to one of the page's early reads (early-answers.ts): the read served as
 * msw would hand it over, with the page's cookies (`cookieHeader`, document.cookie's form),
 * kept when it is a 200 or a 401 as index.html's are. A delay, a fault or maintenance set from
 * the mock controls is left to the app's own request to meet (null): a fault counts the
 * requests it fails, and QA's simulation must meet the app's handling, not this shortcut.
 */
export async function hostEarlyAnswer(
  host: MockHost,
  router: Router,
  path: string,
  cookieHeader: string,
  origin: string,
): Promise<EarlyAnswer | null> {
  const state = hostState(host)
  if (state.latency_ms > 0 || state.maintenance || host.db.table('faults').count() > 0) return null
  const request = new Request(new URL(path, origin), { headers: { Accept: 'application/json' } })
  const response = await serve(host, router, request, parseCookieHeader(cookieHeader))
  if (response.status !== 200 && response.status !== 401) return null
  return { status: response.status, body: (await response.json()) as unknown }
}
