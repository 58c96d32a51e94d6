/**
 * `npm run bench`: what the mock host costs per request on the LARGE seed, in-process. A
 * benchmark, not a test: it prints figures and the budget verdict, never fails a build.
 *
 * "host" is what the standalone server spends on a request minus the socket: the Request built,
 * the pipeline and handler, the body read out as bytes (mocks/server.ts does exactly that).
 * "client" is a round trip through the test client (mocks/testing/client.ts), which also
 * parses the JSON as a browser would. The budget is judged on the host figures.
 *
 * Trivial baseline: GET /api/user without includes. It runs the whole pipeline every API
 * call runs (routing, session cookie, auth, one row serialised, JSON) and nothing more, so the
 * ratio shows what filtering, sorting and paginating a large table add on top.
 *
 * Cases run interleaved (one of each per round), so JIT warm-up and GC fall on all alike.
 * Cold: a PATCH of one row of the table (untimed) before each timed request, so the table's
 * indexes must catch up with the write. Rebuild: a bulk write (more rows than the indexes
 * replay) before each timed request, so they are rebuilt from scratch.
 */
import { createMockApi, type MockApi } from '../mocks/node'
import { createTestClient, type TestClient } from '../mocks/testing/client'
import { handle } from '../mocks/http/pipeline'
import type { Row } from '../mocks/db/db'

const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const REBUILD_RUNS = 20
const WARMUP = 30
const BUDGET = 2
const ORIGIN = 'http://127.0.0.1:8787'

interface Paginated {
  total: number
  data: Row[]
}

interface Case {
  name: string
  path: string
  /** Untimed work before each timed request. */
  before?: () => Promise<void>
  host: number[]
  client: number[]
}

const ms = (ns: bigint) => Number(ns) / 1e6

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b)
  const mid = s.length >> 1
  const median = s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
  return { median, p95: s[Math.min(s.length - 1, Math.floor(0.95 * s.length))] }
}

async function measure(api: MockApi, client: TestClient, c: Case, keep: boolean) {
  const cookie = Object.entries(client.cookies())
    .map(([k, v]) => `${k}=${v}`)
    .join('; ')
  if (c.before) await c.before()
  const t0 = process.hrtime.bigint()
  const request = new Request(ORIGIN + c.path, { headers: { Accept: 'application/json', cookie } })
  const res = await handle(api.host, api.router, request)
  const bytes = await res.arrayBuffer()
  const t1 = process.hrtime.bigint()
  if (res.status !== 200 || bytes.byteLength === 0) throw new Error(`${c.path}: ${res.status}`)
  if (c.before) await c.before()
  const t2 = process.hrtime.bigint()
  const round = await client.get(c.path)
  const t3 = process.hrtime.bigint()
  if (round.status !== 200)
    throw new Error(`${c.path}: ${round.status} ${round.text.slice(0, 300)}`)
  if (!keep) return
  c.host.push(ms(t1 - t0))
  c.client.push(ms(t3 - t2))
}

async function main() {
  const t0 = process.hrtime.bigint()
  const api = await createMockApi({ seed: 'large' })
  const seedMs = ms(process.hrtime.bigint() - t0)
  const db = api.host.db
  console.log(
    `Large seed built in ${seedMs.toFixed(0)} ms: ` +
      `${db.table('users').where((u) => u.role_id === 5).length} investors, ` +
      `${db.table('investment-opportunities').count()} opportunities, ` +
      `${db.table('investments').count()} investments`,
  )
  const client = createTestClient(api.host, api.router, ORIGIN)
  await client.login('superadmin@example.com')

  let n = 0
  const lists = [
    {
      name: 'users ?type=investor kyc verified',
      path: '/api/users?type=investor&filter[kyc_status]=verified&sort=-created_at,surname&page=50',
      table: 'users',
      write: () => client.patch('/api/users/4', { city: n++ % 2 ? 'Oxford' : 'Bath' }),
    },
    {
      name: 'investments paid,completed',
      path: '/api/investments?filter[status]=paid,completed&sort=-amount&page=50',
      table: 'investments',
      write: () => client.patch('/api/investments/1', { notes: `bench ${n++}` }),
    },
    {
      name: 'opportunities status 2,3,4',
      path: '/api/investment-opportunities?filter[status]=2,3,4&sort=-close_date&page=50&per_page=15',
      table: 'investment-opportunities',
      write: () => client.patch('/api/investment-opportunities/1', { summary: `Bench ${n++}` }),
    },
  ]
  for (const l of lists) {
    const res = await client.get<Paginated>(l.path)
    if (res.status !== 200) throw new Error(`${l.path}: ${res.status} ${res.text.slice(0, 300)}`)
    if (res.body.data.length === 0) throw new Error(`${l.path}: page 50 is empty`)
    const w = await l.write()
    if (w.status !== 200) throw new Error(`write ${l.table}: ${w.status} ${w.text.slice(0, 300)}`)
    console.log(`${l.path}\n  total ${res.body.total}, rows on page 50: ${res.body.data.length}`)
  }

  const write = (l: (typeof lists)[number]) => async () => {
    const w = await l.write()
    if (w.status !== 200) throw new Error(`write ${l.table}: ${w.status}`)
  }
  // 600 silent writes of one row: more than the indexes replay, as a reset or sync would be.
  const bulk = (l: (typeof lists)[number]) => async () => {
    const t = db.table(l.table)
    const id = t.all()[0].id
    for (let i = 0; i < 600; i++) await t.update(id, {}, { silent: true, touch: false })
  }
  const make = (name: string, path: string, before?: () => Promise<void>): Case => ({
    name,
    path,
    before,
    host: [],
    client: [],
  })
  const trivial = make('trivial: GET /api/user', '/api/user')
  const cases: Case[] = [
    trivial,
    ...lists.map((l) => make(`warm: ${l.name}`, l.path)),
    ...lists.map((l) => make(`cold: ${l.name}`, l.path, write(l))),
  ]
  const rebuilds = lists.map((l) => make(`rebuild: ${l.name}`, l.path, bulk(l)))

  for (let round = 0; round < WARMUP + RUNS; round++)
    for (const c of cases) await measure(api, client, c, round >= WARMUP)
  for (let round = 0; round < REBUILD_RUNS; round++)
    for (const c of rebuilds) await measure(api, client, c, true)

  const host = stats(trivial.host).median
  const viaClient = stats(trivial.client).median
  const all = [...cases, ...rebuilds]
  const width = Math.max(...all.map((c) => c.name.length))
  const num = (v: number, w = 9) => v.toFixed(v >= 10 ? 1 : 3).padStart(w)
  console.log(
    `\n${RUNS} interleaved runs per case after ${WARMUP} warm-up rounds ` +
      `(rebuild: ${REBUILD_RUNS} runs), large seed, lists on page 50; times in ms`,
  )
  console.log(`${'request'.padEnd(width)}  host p50   host p95  x trivial | client p50  x trivial`)
  for (const c of all) {
    const h = stats(c.host)
    const cl = stats(c.client).median
    const ratio = h.median / host
    // A rebuild is the one-off after a bulk write, not what a page costs: no verdict.
    const judged = c !== trivial && !rebuilds.includes(c)
    const verdict = !judged ? '' : ratio <= BUDGET ? '  ok' : '  OVER BUDGET'
    console.log(
      `${c.name.padEnd(width)}  ${num(h.median)}  ${num(h.p95)}  ${ratio.toFixed(2).padStart(9)}` +
        ` | ${num(cl, 10)}  ${(cl / viaClient).toFixed(2).padStart(9)}${verdict}`,
    )
  }
  console.log(`\nBudget: a filtered page at most ${BUDGET}x the trivial request (median).`)
  console.log(`Seed build: ${seedMs.toFixed(0)} ms`)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exitCode = 1
})
