import { getConfig } from '@/lib/config'
import { REQUEST_TIMEOUT_MS } from './timeout'

/**
 * The first two API reads of every visit (who is signed in, the tenant's branding) start in
 * index.html, as soon as /config.json names a live API host, so they travel while the
 * scripts download instead of after them. This module hands those answers to the app.
 *
 * Matching is by exact URL: if index.html and the app ever disagree on a read (an include
 * added here but not there), the app simply makes the read itself. Anything but the answers
 * listed in EARLY_STATUSES (a 503, a network error, a hang) is dropped too, so maintenance
 * and timeouts are still detected by the app's own request, with its own error handling.
 */

/** The paths index.html reads early, relative to the API host. Kept equal by a test. */
export const EARLY_READ_PATHS = {
  currentUser:
    '/api/user?include=organisations,attributeValues,onboardingDocuments,owner,investmentMethodEntities.investmentMethod,leadInvestmentMethodEntities.investmentMethod,ownershipChoices',
  tenantSettings: '/api/branding/1',
} as const

/** What index.html keeps of an answer: only statuses the app treats as a normal result. */
export interface EarlyAnswer {
  status: number
  body: unknown
}

declare global {
  interface Window {
    /** index.html's early reads by absolute URL (absent in mock mode and in tests). */
    __earlyReads?: Promise<Record<string, Promise<EarlyAnswer | null> | undefined>>
  }
}

/**
 * Adds early answers, by absolute URL, to those the app takes: beside index.html's, the mock's
 * remembered settings (settings-snapshot.ts) and its host's answers (mocks/browser/early-answers.ts).
 */
export function offerEarlyReads(byUrl: Record<string, Promise<EarlyAnswer | null>>) {
  const reads = window.__earlyReads ?? Promise.resolve({})
  window.__earlyReads = reads.then((map) => ({ ...map, ...byUrl }))
}

/**
 * The early answer for `path` on the configured host, once (a later read, a refetch after
 * login say, must go to the network), or null when there is none to use.
 */
export async function takeEarlyRead(path: string): Promise<EarlyAnswer | null> {
  const reads = typeof window === 'undefined' ? undefined : window.__earlyReads
  if (!reads) return null
  const url = `${getConfig().apiUrl}${path}`
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), REQUEST_TIMEOUT_MS)
  })
  try {
    return await Promise.race([
      reads.then((map) => {
        const answer = map[url]
        delete map[url]
        return answer ?? null
      }),
      timedOut,
    ])
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}

/**
 * A page's read asked before the app knows whether the visitor is signed in (index.html's
 * early read, route-data.ts's prefetch beside the user): its 401 is an expected answer, not
 * a session that ended, so the 401 handler stays out of it. Put in the query's `meta`; the
 * page's own observer, mounted once the visitor is known, refetches without it.
 */
export const ASKED_BEFORE_SIGN_IN = { askedBeforeSignIn: true } as const

/** The request options for a read whose query `meta` may say it was asked before sign-in. */
export const signInOptions = (meta?: Record<string, unknown>) => ({
  skipUnauthorisedHandler: meta?.askedBeforeSignIn === true,
})
