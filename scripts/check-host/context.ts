import type { Browser } from './browser'
import type { Where } from './fixes'

export interface Account {
  email: string
  password: string
}

/** What the checks share: where they run, the signed-in page, and what earlier checks learnt. */
export interface Context extends Where {
  /** The page that logs in; its jar carries the session from check to check. */
  browser: Browser
  /** A page of its own (fresh cookie jar), for what a logged-out visitor sees. */
  newBrowser(): Browser
  account?: Account
  /** An investor account whose email is not verified: the host must refuse its reservations. */
  unverifiedAccount?: Account
  state: {
    /** The signed-in user as /api/user answered it, once the session check passed. */
    user?: Record<string, unknown> & { id: number }
    /** Why there is no session (login failed), with the fix that login got. */
    noSession?: { detail: string; fix: string }
    /** Some answer was a 503: the host is down for maintenance. */
    saw503: boolean
  }
}
