/**
 * What the contract sweep (sweep.test.ts) runs against: one seeded host, a logged-in client
 * per demo account (cached), and the call shape every case builds.
 */
import type { Row } from '../db/db'
import type { UserRow } from '../http/context'
import type { MockApi } from '../node'
import { seededMockApi } from './mock-api'
import { createTestClient, type TestClient, type TestResponse } from './client'
import { validateResponse, type Operation } from './contract'

/** Demo staff accounts, in the order a caller is preferred (Super_Admin first). */
export const STAFF_BY_PREFERENCE: readonly [role: number, email: string][] = [
  [1, 'superadmin@example.com'],
  [8, 'support@example.com'],
  [3, 'committee@example.com'],
  [11, 'fundmanager@example.com'],
  [10, 'manager@example.com'],
  [12, 'adviser@example.com'],
  [9, 'creator@example.com'],
  [2, 'entrepreneur@example.com'],
  [7, 'custodian@example.com'],
  [6, 'compliance@example.com'],
]
export const SUPERADMIN = 'superadmin@example.com'
export const INVESTOR = 'investor@example.com'
export const NEW_INVESTOR = 'newinvestor@example.com'

/** One request of the sweep. */
export interface Call {
  /** Demo account email; null for a guest (no session). */
  as: string | null
  /** The verb actually sent (POST for a spoofed update). */
  method: string
  /** Path and query. */
  url: string
  body?: unknown
  /** Send as multipart/form-data (method spoofing, as a browser form does). */
  form?: boolean
  /** A client of its own rather than the shared one (login, logout and the like). */
  fresh?: boolean
  /** Expect exactly this status rather than any 2xx (the operation is granted to no role). */
  status?: number
  /** Leave out X-XSRF-TOKEN (to see the 419). */
  noCsrf?: boolean
}

/** Builds a case's call against the sweep's host (ids from its rows). */
export type Build = (env: SweepEnv) => Call | Promise<Call>

export const get = (as: string | null, url: string): Call => ({ as, method: 'GET', url })
export const post = (as: string | null, url: string, body: unknown = {}): Call => ({
  as,
  method: 'POST',
  url,
  body,
})

export interface Outcome {
  call: Call
  res: TestResponse
  problems: string[]
}

export class SweepEnv {
  readonly #clients = new Map<string, TestClient>()
  /** Ids of the rows the sweep's own stores created, by family. */
  readonly created = new Map<string, number>()
  #n = 0

  private constructor(readonly api: MockApi) {}

  static async create(): Promise<SweepEnv> {
    return new SweepEnv(await seededMockApi())
  }

  get db() {
    return this.api.host.db
  }

  /** A fresh number, for unique names and emails of what the sweep creates. */
  next(): number {
    return ++this.#n
  }

  rows(table: string): Row[] {
    return this.db.table(table).all()
  }

  user(email: string): UserRow {
    const u = this.db.table<UserRow>('users').first((r) => r.email === email)
    if (!u) throw new Error(`no seeded user ${email}`)
    return u
  }

  newClient(): TestClient {
    return createTestClient(this.api.host, this.api.router)
  }

  /** A client logged in as `email` (or a guest holding only the csrf cookie). */
  async client(email: string | null, fresh = false): Promise<TestClient> {
    const key = email ?? '(guest)'
    const cached = this.#clients.get(key)
    if (cached && !fresh) return cached
    const c = this.newClient()
    if (email) await c.login(email)
    else await c.get('/sanctum/csrf-cookie')
    if (!fresh) this.#clients.set(key, c)
    return c
  }

  /** Sends the call and checks the answer against the operation's declared response. */
  async run(op: Operation, call: Call): Promise<Outcome> {
    const c = await this.client(call.as, call.fresh)
    const opts = { form: call.form, noCsrf: call.noCsrf }
    const res = await c.request(call.method, call.url, call.body, opts)
    const problems = validateResponse(
      op.method,
      op.path,
      res.status,
      res.headers.get('content-type'),
      res.body,
    )
    const ok =
      call.status === undefined ? res.status >= 200 && res.status < 300 : res.status === call.status
    if (!ok) {
      const want = call.status ?? '2xx'
      problems.unshift(`status ${res.status} (wanted ${want}): ${res.text.slice(0, 300)}`)
    }
    return { call, res, problems }
  }
}
