import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { MockApi } from '../node'
import { seededMockApi } from '../testing/mock-api'
import { createTestClient, type TestClient } from '../testing/client'
import { FLAG_NAMES, FLAG_SPELLINGS, flagsFrom } from '../../src/lib/settings/flag-names'

type Settings = Record<string, unknown> & { terms: { terms_version: number } }

let api: MockApi
let client: TestClient
let seeded: Row

beforeAll(async () => {
  api = await seededMockApi()
  seeded = { ...api.host.db.table('branding').find(1)! }
})
// Put the seeded row back (a full reseed per test would be slow).
beforeEach(async () => {
  const table = api.host.db.table('branding')
  if (table.find(1)) await table.update(1, seeded, { touch: false })
  else await table.insert(seeded)
  client = createTestClient(api.host, api.router)
})

const row = () => api.host.db.table('branding').find(1)!
const send = (body: unknown) => client.post<{ data: Settings }>('/__mock/settings', body)

describe('POST /__mock/settings', () => {
  it('turns a flag off in both spellings without a session or CSRF token, and answers the row', async () => {
    const res = await send({ risk_warning_enabled: 0 })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: 1, risk_warning_enabled: 0, enableRiskWarning: 0 })
    expect(row()).toMatchObject({ risk_warning_enabled: 0, enableRiskWarning: 0 })
    expect(flagsFrom(row()).riskWarning).toBe(false)
    // Nothing else moved.
    expect(flagsFrom(row()).funds).toBe(true)
  })

  it('answers what GET /api/branding/1 answers afterwards', async () => {
    const res = await send({ enableFunds: false })
    const read = await client.get<{ data: Settings }>('/api/branding/1')
    expect(read.body.data).toEqual(res.body.data)
    expect(flagsFrom(read.body.data).funds).toBe(false)
  })

  it.each(FLAG_NAMES)('accepts the client flag name %s as well as its columns', async (name) => {
    const [snake, camel] = FLAG_SPELLINGS[name]
    const res = await send({ [name]: 0 })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ [snake]: 0, [camel]: 0 })
  })

  it('sets the portfolio display and the terms version', async () => {
    const res = await send({ portfolio_display: '2', terms_version: 4 })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ portfolio_display: 2, terms: { terms_version: 4 } })
  })

  it('publishes a new terms version: the current one plus one', async () => {
    expect((await send({ publish_terms: true })).body.data.terms.terms_version).toBe(2)
    expect((await send({ publish_terms: 1 })).body.data.terms.terms_version).toBe(3)
    expect(row().terms_version).toBe(3)
  })

  it('refuses unknown keys (a misspelt flag) and invalid values with 422, changing nothing', async () => {
    const before = { ...row() }
    expect(await send({ risk_warning: 1 })).toMatchObject({
      status: 422,
      body: { errors: { risk_warning: ['The risk warning field is not a setting.'] } },
    })
    expect(await send({ portfolio_display: 3 })).toMatchObject({
      status: 422,
      body: { errors: { portfolio_display: ['The selected portfolio display is invalid.'] } },
    })
    expect(await send({ funds_enabled: 'maybe' })).toMatchObject({
      status: 422,
      body: { errors: { funds_enabled: ['The funds enabled field must be true or false.'] } },
    })
    expect(await send({})).toMatchObject({ status: 422 })
    expect(row()).toEqual(before)
  })

  it('answers 404 when the settings row is gone', async () => {
    api.host.db.table('branding').delete(1)
    expect((await send({ funds_enabled: 1 })).status).toBe(404)
  })
})
