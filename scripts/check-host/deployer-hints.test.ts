// @vitest-environment node
// The hints a deployer gets for the usual Sanctum SPA mistakes, against a fake Laravel host
// configured each way (the standalone mock cannot be misconfigured like this).
import { describe, expect, it } from 'vitest'
import type { CheckResult } from './result'
import { checkHost, type CheckHostOptions } from './run'
import { fakeHost, type FakeHostConfig } from './testing/fake-host'

const API = 'https://api.tenant.example'
const PORTAL = 'https://portal.tenant.example'
const account = { email: 'investor@example.com', password: 'password' }

const good: FakeHostConfig = {
  allowedOrigins: [PORTAL],
  statefulDomains: ['portal.tenant.example'],
  sessionDomain: '.tenant.example',
}

async function run(config: Partial<FakeHostConfig>, options: Partial<CheckHostOptions> = {}) {
  const results = await checkHost({
    api: API,
    origin: PORTAL,
    account,
    transport: fakeHost({ ...good, ...config }),
    ...options,
  })
  return (id: string) => results.find((r) => r.id === id) as CheckResult
}

describe('check:host hints for a misconfigured Sanctum SPA host', () => {
  it('passes the CORS and session lines on a host set up for the portal', async () => {
    const check = await run({})
    for (const id of [
      'cors',
      'preflight',
      'csrf-cookie',
      'csrf-419',
      'user-401',
      'login-422',
      'login',
      'session',
    ])
      expect(check(id), id).toMatchObject({ status: 'pass' })
  })

  it('names SANCTUM_STATEFUL_DOMAINS when the session cookie comes back but is not used', async () => {
    const check = await run({ statefulDomains: ['localhost'] })
    expect(check('login').status).toBe('pass')
    expect(check('session')).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(
        /401 .*although the session cookie \(laravel_session\) was sent/,
      ),
      fix: expect.stringMatching(
        /^add portal\.tenant\.example to SANCTUM_STATEFUL_DOMAINS .*EnsureFrontendRequestsAreStateful/,
      ),
    })
    expect(check('user')).toMatchObject({ status: 'skipped' })
  })

  it('names SESSION_DOMAIN when the portal cannot read the API host cookie', async () => {
    const check = await run({ sessionDomain: undefined })
    expect(check('csrf-cookie')).toMatchObject({
      status: 'fail',
      fix: expect.stringMatching(
        /^SESSION_DOMAIN=\.tenant\.example \(config\/session\.php `domain`\)/,
      ),
    })
    // Without a readable token the app sends no X-XSRF-TOKEN: every write is a 419.
    expect(check('login')).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/419 .*cannot read the XSRF-TOKEN cookie/),
    })
    expect(check('session').status).toBe('fail')
  })

  it('refuses `*` as the allowed origin of credentialed calls', async () => {
    const check = await run({ allowedOrigins: ['*'] })
    expect(check('cors')).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/Access-Control-Allow-Origin is `\*`/),
      fix: expect.stringMatching(/never '\*' with credentials/),
    })
  })

  it('says nothing answered when the host is unreachable', async () => {
    const refused = async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 10.0.0.1:443') })
    }
    const results = await checkHost({ api: API, origin: PORTAL, account, transport: refused })
    expect(results[0]).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/no answer \(connect ECONNREFUSED/),
      fix: expect.stringMatching(/^nothing answered at https:\/\/api\.tenant\.example/),
    })
    expect(results.some((r) => r.status === 'pass')).toBe(false)
  })

  it('needs no CORS when the portal is served from the API origin', async () => {
    const check = await run({ allowedOrigins: [] }, { origin: undefined })
    expect(check('cors')).toMatchObject({
      status: 'skipped',
      detail: expect.stringMatching(/^not needed/),
    })
    expect(check('preflight').status).toBe('skipped')
  })

  it('keeps a path prefix of the API URL on every call', async () => {
    const transport = fakeHost(good)
    await checkHost({ api: `${API}/backend/`, origin: PORTAL, transport })
    expect(transport.calls).toContain('GET /backend/sanctum/csrf-cookie')
    expect(transport.calls.every((c) => c.split(' ')[1].startsWith('/backend/'))).toBe(true)
  })
})
