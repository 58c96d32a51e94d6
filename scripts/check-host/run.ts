import { createBrowser, type Transport } from './browser'
import { corsPreflight, corsSimple } from './checks/cors'
import {
  branding,
  broadcastingAuth,
  methodSpoofing,
  notifications,
  paginatedList,
  unknownFilter,
} from './checks/data'
import { maintenanceAnswers, maintenanceNote } from './checks/maintenance'
import {
  csrfCookie,
  csrfRequired,
  loggedOutUser,
  login,
  sessionKept,
  userWithIncludes,
  wrongPassword,
} from './checks/session'
import { postTooLarge, storageHeaders } from './checks/files'
import { amountIsNumeric, transactionsNotPatched, unverifiedReservation } from './checks/rules'
import { soundingTextWithheld } from './checks/market-soundings'
import type { Account, Context } from './context'
import type { CheckResult } from './result'

export interface CheckHostOptions {
  /** The API host, e.g. https://api.tenant.example. */
  api: string
  /** The portal's origin; the API's own origin (a same-origin deployment) when left out. */
  origin?: string
  account?: Account
  /** An investor whose email is not verified, for the investing refusal. */
  unverifiedAccount?: Account
  /** The host is down (`php artisan down`): expect 503 everywhere. */
  maintenance?: boolean
  /** fetch, unless a test passes its own. */
  transport?: Transport
  /** Per request; a hung host fails the check instead of hanging it. */
  timeoutMs?: number
  /** Each result as soon as it is known (the CLI prints as it goes). */
  onResult?: (result: CheckResult) => void
}

type Check = (ctx: Context) => Promise<CheckResult | CheckResult[]> | CheckResult

/** In order: logged-out reads and the handshake, then the login, then what needs a session. */
const CHECKS: Check[] = [
  corsSimple,
  corsPreflight,
  csrfCookie,
  csrfRequired,
  postTooLarge,
  loggedOutUser,
  branding,
  wrongPassword,
  login,
  sessionKept,
  userWithIncludes,
  notifications,
  broadcastingAuth,
  paginatedList,
  storageHeaders,
  unknownFilter,
  methodSpoofing,
  amountIsNumeric,
  transactionsNotPatched,
  unverifiedReservation,
  soundingTextWithheld,
  maintenanceNote,
]

const MAINTENANCE_CHECKS: Check[] = [corsSimple, corsPreflight, maintenanceAnswers]

/** `https://api.example/` → `https://api.example` (a path prefix is kept). */
export function normaliseApi(api: string): string {
  const url = new URL(api)
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`not an http(s) URL: ${api}`)
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/** Runs the checks a host must pass before the app can run on it, as a browser on `origin`. */
export async function checkHost(options: CheckHostOptions): Promise<CheckResult[]> {
  const api = normaliseApi(options.api)
  const origin = new URL(options.origin ?? api).origin
  const transport = options.transport ?? ((url, init) => fetch(url, init))
  const timeoutMs = options.timeoutMs ?? 10_000
  const newBrowser = () => createBrowser({ api, origin, transport, timeoutMs })
  const ctx: Context = {
    api,
    origin,
    account: options.account,
    unverifiedAccount: options.unverifiedAccount,
    browser: newBrowser(),
    newBrowser,
    state: { saw503: false },
  }
  const results: CheckResult[] = []
  for (const check of options.maintenance ? MAINTENANCE_CHECKS : CHECKS) {
    const out = await check(ctx)
    for (const result of Array.isArray(out) ? out : [out]) {
      results.push(result)
      options.onResult?.(result)
    }
  }
  return results
}
