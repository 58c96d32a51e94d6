// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { createBrowser, type Transport } from './browser'
import type { Context } from './context'
import { cspStopsScript, postTooLarge, storageHeaders } from './checks/files'
import { csrfCookie, login, sessionKept } from './checks/session'
import type { MockHost } from '../../mocks/http/host'
import type { Router } from '../../mocks/http/router'
import { handle } from '../../mocks/http/pipeline'
import { seededHost } from '../../mocks/testing/seeded-host'

/** A same-origin deployment (no CORS involved), on the given transport. */
function contextOn(transport: Transport, account = true): Context {
  const api = 'http://api.test'
  const newBrowser = () => createBrowser({ api, origin: api, transport, timeoutMs: 10_000 })
  return {
    api,
    origin: api,
    account: account ? { email: 'investor@example.com', password: 'password' } : undefined,
    browser: newBrowser(),
    newBrowser,
    state: { saw503: false },
  }
}

/** A host that answers every request with one canned answer. */
const answering =
  (status: number, headers: Record<string, string> = {}, body = '{"message":"x"}'): Transport =>
  async (_url, init) => {
    // Drain the body, as a server reading it would.
    if (init.body) await new Response(init.body).arrayBuffer()
    return new Response(body, {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    })
  }

let host: MockHost
let router: Router
/** The mock host in process: the same pipeline `npm run mock:api` serves. */
const mock: Transport = (url, init) => handle(host, router, new Request(url, init))

beforeAll(async () => {
  ;({ host, router } = await seededHost())
})

describe('post-too-large', () => {
  it('passes on the mock host (413 before the body is read)', async () => {
    const result = await postTooLarge(contextOn(mock))
    expect(result).toMatchObject({ status: 'pass' })
    expect(result.detail).toMatch(/answered 413$/)
  })

  it('passes on a web server’s HTML 413 and on a host that reads the body and refuses it', async () => {
    const html = answering(413, { 'Content-Type': 'text/html' }, '<h1>413</h1>')
    expect((await postTooLarge(contextOn(html))).detail).toMatch(/web server/)
    const reads = await postTooLarge(contextOn(answering(419)))
    expect(reads).toMatchObject({ status: 'pass' })
    expect(reads.detail).toMatch(/above 8M/)
  })

  it('fails on a 500 with the fix, and needs no account', async () => {
    const result = await postTooLarge(contextOn(answering(500), false))
    expect(result).toMatchObject({ status: 'fail' })
    expect(result.fix).toMatch(/post_max_size/)
  })
})

describe('storage-headers', () => {
  it('is skipped without an account', async () => {
    expect(await storageHeaders(contextOn(mock, false))).toMatchObject({ status: 'skipped' })
  })

  it('passes on the mock host, reading a document the account may read', async () => {
    const ctx = contextOn(mock)
    await csrfCookie(ctx)
    await login(ctx)
    await sessionKept(ctx)
    expect(ctx.state.user).toBeDefined()
    const result = await storageHeaders(ctx)
    expect(result).toMatchObject({ status: 'pass' })
    expect(result.detail).toMatch(/^GET \/storage\/documents\/\d+\/\S+ answered 200/)
  })

  it('fails on a host that serves files without nosniff or a script-stopping CSP', async () => {
    const ctx = contextOn(answering(404))
    ctx.state.user = { id: 1 }
    const result = await storageHeaders(ctx)
    expect(result).toMatchObject({ status: 'fail' })
    expect(result.detail).toMatch(/without X-Content-Type-Options: nosniff or a Content-Security/)
    expect(result.fix).toMatch(/nosniff/)
  })
})

describe('cspStopsScript', () => {
  it('takes a sandbox without allow-scripts, or script-src/default-src none', () => {
    expect(cspStopsScript('sandbox')).toBe(true)
    expect(cspStopsScript("default-src 'none'; sandbox")).toBe(true)
    expect(cspStopsScript('sandbox allow-scripts')).toBe(false)
    expect(cspStopsScript("script-src 'none'")).toBe(true)
    expect(cspStopsScript("default-src 'self'")).toBe(false)
    expect(cspStopsScript(null)).toBe(false)
  })
})
