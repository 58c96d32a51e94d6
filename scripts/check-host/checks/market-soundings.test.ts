import { beforeEach, describe, expect, it } from 'vitest'
import type { Exchange } from '../browser'
import type { Context } from '../context'
import { soundingTextWithheld } from './market-soundings'
import { seededHost } from '../../../mocks/testing/seeded-host'
import { checkedClient } from '../../../mocks/testing/checked-client'
import type { MockHost } from '../../../mocks/http/host'
import type { Router } from '../../../mocks/http/router'

let host: MockHost
let router: Router

/** A signed-in context whose one request answers `status` with `body`. */
function contextAnswering(status: number, body: unknown, roleId = 5): Context {
  const exchange = {
    method: 'GET',
    path: '/api/market-soundings',
    status,
    body,
    headers: new Headers(),
  }
  return {
    api: 'https://api.tenant.example',
    origin: 'https://portal.tenant.example',
    account: { email: 'investor@example.com', password: 'password' },
    browser: { request: async () => exchange as unknown as Exchange },
    newBrowser: () => {
      throw new Error('not used')
    },
    state: { user: { id: 1, role_id: roleId }, saw503: false },
  } as unknown as Context
}

beforeEach(async () => {
  ;({ host, router } = await seededHost())
})

describe('check-host: market soundings', () => {
  it("passes the mock host: an investor's unagreed sounding comes without its text", async () => {
    const me = host.db.table('users').first((u) => u.email === 'investor@example.com')!
    const page = await (
      await checkedClient(host, router, me.id)
    ).get('/api/market-soundings?per_page=100')
    const result = await soundingTextWithheld(contextAnswering(page.status, page.body))
    expect(result).toMatchObject({
      status: 'pass',
      detail: '1 not agreed to yet, served without their text',
    })
  })

  it('fails a host that serves the text before agreement, naming the soundings', async () => {
    const body = {
      data: [
        { id: 7, body: '<p>Secret</p>', agreed_at: null },
        { id: 8, body: '<p>Ok</p>', agreed_at: '2026-11-01T09:00:00.000000Z' },
      ],
    }
    const result = await soundingTextWithheld(contextAnswering(200, body))
    expect(result.status).toBe('fail')
    expect(result.detail).toMatch(/confidential text of 1 sounding\(s\) .* \(id 7\)$/)
    expect(result.fix).toMatch(/body` null until they agree/)
  })

  it('skips staff accounts, a host without soundings, and an investor with none to agree to', async () => {
    expect((await soundingTextWithheld(contextAnswering(200, { data: [] }, 1))).status).toBe(
      'skipped',
    )
    expect(
      (await soundingTextWithheld(contextAnswering(404, { message: 'Not Found' }))).status,
    ).toBe('skipped')
    const agreed = { data: [{ id: 1, body: '<p>x</p>', agreed_at: '2026-11-01T09:00:00.000000Z' }] }
    expect((await soundingTextWithheld(contextAnswering(200, agreed))).status).toBe('skipped')
  })
})
