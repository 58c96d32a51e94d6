/**
 * `npm run bench`: what the mock host costs per request on the LARGE seed, in-process (no
 * sockets, so the figures are the host's own work). A benchmark, not a test: it prints
 * figures and the budget verdict, and never fails a build.
 *
 * Trivial baseline: GET /api/user without includes. It runs the whole pipeline every API
 * call runs (routing, session cookie, auth, one row serialised, JSON) and nothing more, so the
 * ratio shows what filtering, sorting and paginating a large table add on top.
 *
 * Cold runs write one row of the table (through the API, untimed) before each timed request,
 * so the ordered-index and relation caches keyed on the table version are rebuilt each time.
 */
import { createMockApi } from '../mocks/node'
import { createTestClient, type TestClient } from '../mocks/testing/client'
import type { Row } from '../mocks/db/db'

const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const WARMUP = 30
const BUDGET = 2

interface Paginated {
  total: number
  data: Row[]
}

interface Case {
  name: string
  path: string
  /** The family the cold run writes to before each request, and the row it touches. */
  write: { path: string; body: () => Record<string, unknown> }
}

const ms = (ns: bigint) => Number(ns) / 1e6

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b)
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]
  const median = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
  return { median, p95: at(0.95) }
}

async function timed(client: TestClient, path: string, before?: () => Promise<void>) {
  const samples: number[] = []
  for (let i = 0; i < WARMUP + RUNS; i++) {
    if (before) await before()
    const t0 = process.hrtime.bigint()
    const res = await client.get(path)
    const t1 = process.hrtime.bigint()
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text.slice(0, 300)}`)
    if (i >= WARMUP) samples.push(ms(t1 - t0))
  }
  return stats(samples)
}

async function main() {
  const t0 = process.hrtime.bigint()
  const api = await createMockApi({ seed: 'large' })
  const seedMs = ms(process.hrtime.bigint() - t0)
  const db = api.host.db
  const investors = db.table('users').where((u) => u.role_id === 5).length
  console.log(
    `Large seed built in ${seedMs.toFixed(0)} ms: ${investors} investors, ` +
      `${db.table('investment-opportunities').count()} opportunities, ` +
      `${db.table('investments').count()} investments`,
  )

  const client = createTestClient(api.host, api.router)
  await client.login('superadmin@example.com')

  let flip = 0
  const cases: Case[] = [
    {
      name: 'users investor verified -created_at,surname p50',
      path: '/api/users?type=investor&filter[kyc_status]=verified&sort=-created_at,surname&page=50',
      write: { path: '/api/users/4', body: () => ({ city: flip++ % 2 ? 'Oxford' : 'Bath' }) },
    },
    {
      name: 'investments paid,completed -amount p50',
      path: '/api/investments?filter[status]=paid,completed&sort=-amount&page=50',
      write: {
        path: '/api/investments/1',
        body: () => ({ notes: `bench ${flip++}` }),
      },
    },
    {
      name: 'opportunities status 2,3,4 -close_date p50',
      path: '/api/investment-opportunities?filter[status]=2,3,4&sort=-close_date&page=50&per_page=15',
      write: {
        path: '/api/investment-opportunities/1',
        body: () => ({ summary: `Bench summary ${flip++}` }),
      },
    },
  ]

  for (const c of cases) {
    const res = await client.get<Paginated>(c.path)
    if (res.status !== 200) throw new Error(`${c.path}: ${res.status} ${res.text.slice(0, 300)}`)
    const w = await client.patch(c.write.path, c.write.body())
    if (w.status !== 200) throw new Error(`PATCH ${c.write.path}: ${w.status} ${w.text.slice(0, 300)}`)
    console.log(`${c.path}\n  total ${res.body.total}, rows on page 50: ${res.body.data.length}`)
    if (res.body.data.length === 0) throw new Error(`${c.path}: page 50 is empty`)
  }

  const rows: { name: string; median: number; p95: number }[] = []
  const trivial = await timed(client, '/api/user')
  rows.push({ name: 'trivial: GET /api/user', ...trivial })
  for (const c of cases) rows.push({ name: `warm: ${c.name}`, ...(await timed(client, c.path)) })
  for (const c of cases) {
    const write = async () => {
      const w = await client.patch(c.write.path, c.write.body())
      if (w.status !== 200) throw new Error(`PATCH ${c.write.path}: ${w.status}`)
    }
    rows.push({ name: `cold: ${c.name}`, ...(await timed(client, c.path, write)) })
  }

  const width = Math.max(...rows.map((r) => r.name.length))
  console.log(`\n${RUNS} runs each (after ${WARMUP} warm-up runs), large seed`)
  console.log(`${'request'.padEnd(width)}  median ms   p95 ms   x trivial`)
  for (const r of rows) {
    const ratio = r.median / trivial.median
    const flag = r === rows[0] ? '' : ratio <= BUDGET ? '  ok' : '  OVER BUDGET'
    console.log(
      `${r.name.padEnd(width)}  ${r.median.toFixed(3).padStart(9)}  ${r.p95.toFixed(3).padStart(7)}` +
        `   ${ratio.toFixed(2).padStart(8)}${flag}`,
    )
  }
  console.log(`\nBudget: a filtered page costs at most ${BUDGET}x the trivial request (median).`)
  console.log(`Seed build: ${seedMs.toFixed(0)} ms`)
}

main().catch((e) => {
  console.error(e)
  process.exitCode = 1
})
