import { beforeAll, describe, expect, it } from 'vitest'
import { createRouter } from '../handlers'
import { findOperation, operations, responseStatuses } from './contract'
import { ERROR_CASES, MAINTENANCE, type ErrorCase } from './sweep-errors'
import { GRANTED_TO_NO_ROLE, PHASES, sweepCases } from './sweep-cases'
import { INVESTOR, SweepEnv } from './sweep-env'

const label = (o: { method: string; path: string; operationId?: string }) =>
  `${o.method} ${o.path}${o.operationId ? ` (${o.operationId})` : ''}`
const shape = (path: string) => path.replace(/\{[^}]+\}|:[^/]+/g, '{}')

describe('contract coverage', () => {
  const routes = createRouter().routes()
  const served = new Set(routes.map((r) => `${r.method} ${shape(r.pattern)}`))
  const ops = operations()

  it('serves every operation of the contract', () => {
    const missing = ops.filter((op) => {
      const path = shape(op.path)
      // A spoofed update is a POST that the PATCH (or DELETE) route answers.
      if (op.method === 'POST' && op.operationId.endsWith('UpdateSpoofed'))
        return !served.has(`PATCH ${path}`) && !served.has(`DELETE ${path}`)
      return !served.has(`${op.method} ${path}`)
    })
    expect(
      missing.map(label),
      `operations without a route:\n${missing.map(label).join('\n')}`,
    ).toEqual([])
  })

  it('describes every route but the mock-only /__mock controls', () => {
    const described = new Set(ops.map((op) => `${op.method} ${shape(op.path)}`))
    const undescribed = routes.filter(
      (r) => r.method !== 'HEAD' && !described.has(`${r.method} ${shape(r.pattern)}`),
    )
    const controls = routes.filter((r) => r.pattern.startsWith('/__mock/'))
    const list = (rs: typeof routes) => rs.map((r) => `${r.method} ${r.pattern}`).sort()
    expect(
      list(undescribed),
      `routes without an operation:\n${list(undescribed).join('\n')}`,
    ).toEqual(list(controls))
    expect(ops.filter((op) => op.path.startsWith('/__mock')).map(label)).toEqual([])
  })
})

describe('contract sweep: every operation once, as a permitted user', () => {
  const { cases, uncovered } = sweepCases()
  /** Operations that had to be asked as a role lacking them, expecting 403. */
  const refused: string[] = []
  let env: SweepEnv
  beforeAll(async () => {
    env = await SweepEnv.create()
  })

  it('has a case for every operation', () => {
    expect(uncovered.map(label)).toEqual([])
  })

  for (const phase of PHASES) {
    it(`${phase}s`, async () => {
      const failures: string[] = []
      for (const c of cases.filter((x) => x.phase === phase)) {
        try {
          const call = await c.build(env)
          const out = await env.run(c.op, call)
          if (call.status === 403) refused.push(c.op.operationId)
          if (out.problems.length)
            failures.push(
              `${c.op.operationId} as ${call.as ?? 'guest'}: ${call.method} ${call.url}\n  ${out.problems.join('\n  ')}`,
            )
          else if (c.after) c.after(env, out.res.body)
        } catch (e) {
          failures.push(`${c.op.operationId}: ${e instanceof Error ? e.stack : String(e)}`)
        }
      }
      expect(
        failures,
        `${failures.length} ${phase} operations failed:\n${failures.join('\n')}`,
      ).toEqual([])
    })
  }

  it('asks a role lacking the permission only where SPEC §6 grants it to no role', () => {
    expect(refused.sort()).toEqual(GRANTED_TO_NO_ROLE)
  })
})

describe('contract sweep: error answers match the declared responses', () => {
  let env: SweepEnv
  beforeAll(async () => {
    env = await SweepEnv.create()
  })

  /** Problems with one error case: wrong status, undeclared status, or a body off-contract. */
  async function check(c: ErrorCase): Promise<string[]> {
    const op = findOperation(c.method, c.url)
    const what = `${c.method} ${c.url} as ${c.as ?? 'guest'}`
    if (!op) return [`${what}: no operation in the contract`]
    const declared = responseStatuses(op.method, op.path)
    const out = await env.run(op, c)
    const problems = out.problems.map((p) => `${what} (${op.operationId}): ${p}`)
    if (!declared.includes(String(c.status)))
      problems.push(
        `${what}: ${op.operationId} does not declare ${c.status} (${declared.join(', ')})`,
      )
    if (c.status === 405) {
      const listed = /Supported methods: (.*)\.$/.exec(
        String((out.res.body as { message?: unknown }).message),
      )
      if (out.res.headers.get('allow') !== listed?.[1])
        problems.push(`${what}: Allow header ${out.res.headers.get('allow')} != ${listed?.[1]}`)
    }
    return problems
  }

  it('401, 403, 404, 400, 419, 422 and 405', async () => {
    const failures: string[] = []
    for (const c of ERROR_CASES) failures.push(...(await check(c)))
    expect(failures, failures.join('\n')).toEqual([])
  })

  it('503 while maintenance is on', async () => {
    // Sessions first: logging in is itself refused during maintenance.
    for (const c of MAINTENANCE) await env.client(c.as)
    const control = env.newClient()
    expect((await control.post('/__mock/maintenance', { enabled: true })).status).toBe(200)
    const failures: string[] = []
    try {
      for (const c of MAINTENANCE) failures.push(...(await check(c)))
    } finally {
      await control.post('/__mock/maintenance', { enabled: false })
    }
    expect(failures, failures.join('\n')).toEqual([])
    expect((await (await env.client(INVESTOR)).get('/api/user')).status).toBe(200)
  })
})
