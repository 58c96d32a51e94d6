import type { RequestHandler } from 'msw'
import { setupServer, type SetupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { Database, Row } from '@mocks/db/db'
import type { MockApi } from '@mocks/node'
import { seededMockApi } from '@mocks/testing/mock-api'
import { setConfigForTests, type AppConfig } from '@/lib/config'
import { flagColumns } from '@/lib/settings/flag-names'
import { trackOpenRequests } from './open-requests'
import { signIn } from './session-steps'

/** A row of the mock database (an id and its columns). */
export type MockRow = Row

export interface MockHost {
  api: MockApi
  server: SetupServer
  /** "METHOD /path?query" of every request, in order (see `logQuery`); clear with `.length = 0`. */
  requests: string[]
  /** The user's row in the mock database now. */
  user: (email: string) => MockRow
  /** Handlers answered before the mock host's, until the test ends (a host's other dialect). */
  use: (...handlers: RequestHandler[]) => void
  /** Waits for every request the host has seen to be answered (see open-requests). */
  settled: () => Promise<void>
}

export interface MockHostOptions {
  /** Signed in once, before the file's first test. */
  signedIn?: string
  /** Whether `requests` carry the (decoded) query; off, they are "METHOD /path". */
  logQuery?: boolean
  config?: Partial<AppConfig>
}

/**
 * The whole mock host (the browser's router and data) behind msw for one test file, through
 * the app's own axios instance: happy-dom keeps XSRF-TOKEN in document.cookie, msw's jar the
 * session. Its fields are there from the file's first test on.
 */
export function startMockHost({ signedIn, logQuery = true, config = {} }: MockHostOptions = {}) {
  let settled = async () => {}
  const host = {
    requests: [] as string[],
    user: (email: string) =>
      host.api.host.db.table<MockRow>('users').first((u) => u.email === email)!,
    use: (...handlers: RequestHandler[]) => host.server.use(...handlers),
    settled: () => settled(),
  } as MockHost
  beforeAll(async () => {
    host.api = await seededMockApi()
    host.server = setupServer(...host.api.handlers)
    host.server.listen({ onUnhandledRequest: 'error' })
    host.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      const query = logQuery ? decodeURIComponent(url.search) : ''
      host.requests.push(`${request.method} ${url.pathname}${query}`)
    })
    settled = trackOpenRequests(host.server)
    setConfigForTests(config)
    if (signedIn) await signIn(signedIn)
  })
  afterEach(() => host.server.resetHandlers())
  afterAll(() => {
    host.server.close()
    setConfigForTests(null)
  })
  return host
}

/** Rows of the mock's database now, so expectations follow the seed rather than restate it. */
export const rows = (
  host: Pick<MockHost, 'api'>,
  table: string,
  where: (r: MockRow) => boolean = () => true,
) => host.api.host.db.table<MockRow>(table).where(where)

/**
 * Puts rows of `table` back as they were when the file started, after each test (a lighter
 * reset than reseeding, for files whose tests change only these rows).
 */
export function restoreRowsAfterEach(
  host: Pick<MockHost, 'api'>,
  table: string,
  which: (r: MockRow) => boolean,
) {
  const saved: MockRow[] = []
  beforeAll(() => {
    for (const row of host.api.host.db.table<MockRow>(table).where(which)) saved.push({ ...row })
  })
  afterEach(async () => {
    for (const row of saved) await host.api.host.db.table<MockRow>(table).update(row.id, row)
  })
}

/** Display order: by the `order` column, then by id. */
export const byOrder = (a: MockRow, b: MockRow) => Number(a.order) - Number(b.order) || a.id - b.id

/** Switches a tenant flag in the mock's settings row, in both its spellings (the host reads either). */
export const switchFlag = (db: Database, column: string, on: boolean) =>
  db.table('branding').update(1, flagColumns({ [column]: on }))
