import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Database, type Row } from '../db/db'
import { createHost } from '../host/create-host'
import { hostState } from '../http/host'
import type { MockApi } from '../node'
import { seededMockApi } from '../testing/mock-api'
import { registry } from '../resources'
import { createTestClient, type TestClient } from '../testing/client'
import { createRouter } from './index'
import {
  FLAG_ALTERNATIVE_SPELLINGS,
  FLAG_NAMES,
  FLAG_SPELLINGS,
  flagsFrom,
} from '../../src/lib/settings/flag-names'

type Json = Record<string, unknown>
type Page = { data: Json[]; total: number; current_page: number }

let api: MockApi
let admin: TestClient
let investor: TestClient
const control = () => createTestClient(api.host, api.router)
const dialect = (name: unknown) => control().post<Json>('/__mock/dialect', { dialect: name })

beforeAll(async () => {
  api = await seededMockApi()
  admin = createTestClient(api.host, api.router)
  await admin.login('superadmin@example.com')
  investor = createTestClient(api.host, api.router)
  await investor.login('investor@example.com')
})

afterEach(async () => {
  await dialect('contract')
})

const users = () => api.host.db.table('users')
const contactRow = (id: number) => api.host.db.table('contacts').find(id)!

describe('POST /__mock/dialect', () => {
  it('is "contract" until switched, and GET /__mock/state says which', async () => {
    expect((await control().get<{ data: Json }>('/__mock/state')).body.data.dialect).toBe(
      'contract',
    )
    expect(await dialect('stock')).toMatchObject({ status: 200, body: { dialect: 'stock' } })
    expect((await control().get<{ data: Json }>('/__mock/state')).body.data).toMatchObject({
      dialect: 'stock',
      maintenance: false,
    })
  })

  it('refuses anything else with Laravel 422s, keeping the dialect', async () => {
    await dialect('stock')
    expect(await dialect('laravel')).toMatchObject({
      status: 422,
      body: {
        message: 'The selected dialect is invalid.',
        errors: { dialect: ['The selected dialect is invalid.'] },
      },
    })
    expect((await control().post('/__mock/dialect', {})).body).toMatchObject({
      errors: { dialect: ['The dialect field is required.'] },
    })
    expect(hostState(api.host).dialect).toBe('stock')
  })
})

describe('the stock dialect', () => {
  it('answers a single record bare on show, store and update', async () => {
    await dialect('stock')
    const shown = await admin.get<Json>('/api/contacts/1')
    expect(shown.status).toBe(200)
    expect(shown.body).not.toHaveProperty('data')
    const row = contactRow(1)
    expect(shown.body).toMatchObject({ id: 1, email: row.email })

    // Writes are taken as in the contract (first_name/last_name columns).
    const stored = await admin.post<Json>('/api/contacts', {
      first_name: 'Ada',
      last_name: 'Stock',
      email: 'ada.stock@example.com',
    })
    expect(stored.status).toBe(201)
    expect(stored.body).toMatchObject({ name: 'Ada Stock', email: 'ada.stock@example.com' })
    expect(stored.body).not.toHaveProperty('data')
    const id = stored.body.id as number
    expect(contactRow(id)).toMatchObject({ first_name: 'Ada', last_name: 'Stock' })

    const updated = await admin.patch<Json>(`/api/contacts/${id}`, { city: 'Leeds' })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ id, city: 'Leeds', name: 'Ada Stock' })
    expect(updated.body).not.toHaveProperty('data')
  })

  it('answers special endpoints that wrap in data bare too', async () => {
    await dialect('stock')
    const settings = await investor.get<Json>('/api/compliance/settings/1')
    expect(settings.status).toBe(200)
    expect(settings.body).toMatchObject({ id: 1, cooldown_hours: 24 })
    // compliance_test_enabled there is the compliance settings' own field, not a tenant flag.
    expect(settings.body).toHaveProperty('compliance_test_enabled')
    const stats = await investor.get<Json>('/api/stats/investor')
    expect(stats.status).toBe(200)
    expect(stats.body).toMatchObject({ user_id: 4 })
    expect(stats.body).not.toHaveProperty('data')
  })

  it('answers GET /api/branding/1 bare, its flags in the other spellings only', async () => {
    const contract = (await control().get<{ data: Json }>('/api/branding/1')).body.data
    await dialect('stock')
    const res = await control().get<Json>('/api/branding/1')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: 1, page_title: contract.page_title })
    expect(res.body).not.toHaveProperty('data')
    expect(res.body.terms).toEqual(contract.terms)
    expect(res.body).toMatchObject({ market_sounding: 1, risk_warning: 1 })
    for (const name of FLAG_NAMES) {
      const [snake, camel] = FLAG_SPELLINGS[name]
      const stock = FLAG_ALTERNATIVE_SPELLINGS[name][0] ?? snake
      expect(res.body[stock], name).toBe(contract[snake])
      if (stock !== snake) expect(res.body).not.toHaveProperty(snake)
      expect(res.body).not.toHaveProperty(camel)
      for (const other of FLAG_ALTERNATIVE_SPELLINGS[name].slice(1))
        expect(res.body).not.toHaveProperty(other)
    }
    expect(flagsFrom(res.body)).toEqual(flagsFrom(contract))
  })

  it('gives people a single name, in lists and records, and on /api/user with its includes', async () => {
    await dialect('stock')
    const list = await admin.get<Page>('/api/users?type=investor&per_page=20')
    expect(list.status).toBe(200)
    expect(list.body).toMatchObject({ current_page: 1 })
    expect(list.body.data.length).toBe(20)
    for (const u of list.body.data) {
      const row = users().find(u.id as number)!
      expect(u.name).toBe(`${row.name} ${row.surname ?? ''}`.trim())
      expect(u).not.toHaveProperty('surname')
    }

    const contacts = await admin.get<Page>('/api/contacts?per_page=5&include=owner')
    for (const c of contacts.body.data) {
      const row = contactRow(c.id as number)
      expect(c.name).toBe(`${row.first_name} ${row.last_name}`)
      expect(c).not.toHaveProperty('first_name')
      expect(c).not.toHaveProperty('last_name')
      const owner = c.owner as Json | null
      if (owner) expect(owner).not.toHaveProperty('surname')
    }

    const me = await investor.get<Json>('/api/user?include=owner,organisations')
    expect(me.status).toBe(200)
    const row = users().find(4)!
    expect(me.body).toMatchObject({ id: 4, name: `${row.name} ${row.surname}` })
    expect(me.body).not.toHaveProperty('surname')
    expect(me.body.owner).toHaveProperty('name')
    expect(me.body.owner).not.toHaveProperty('surname')
    const orgs = me.body.organisations as Json[]
    expect(orgs.length).toBeGreaterThan(0)
    for (const org of orgs) {
      // A plain pivot: the two keys, no application status, role or primary flag.
      expect(org.pivot).toEqual({ user_id: 4, organisation_id: org.id })
    }
  })

  it('keeps the contract pivot (with its status) in the contract dialect', async () => {
    const me = await investor.get<Json>('/api/user?include=organisations')
    const orgs = me.body.organisations as { pivot: Json }[]
    expect(orgs[0].pivot).toHaveProperty('status')
    expect(me.body).toHaveProperty('surname')
  })

  it('does not know filter[search] on any family: spatie 400 listing the allowed filters', async () => {
    await dialect('stock')
    const res = await admin.get<Json>('/api/contacts?filter[search]=smith')
    expect(res).toMatchObject({
      status: 400,
      body: {
        message:
          'Requested filter(s) `search` are not allowed. Allowed filter(s) are ' +
          '`id, organisation_id, owner_id, lead_status_id, country, first_name, last_name, email, company`.',
      },
    })
    const searchable = registry.all().filter((d) => d.filters?.scopes?.search)
    expect(searchable.length).toBeGreaterThan(5)
    for (const def of searchable) {
      const r = await admin.get<{ message: string }>(`/api/${def.family}?filter[search]=a`)
      expect(r.status, def.family).toBe(400)
      expect(r.body.message).toMatch(/^Requested filter\(s\) `search` are not allowed\. /)
      expect(r.body.message).not.toMatch(/Allowed filter\(s\) are `[^`]*search/)
    }
    // The other filters still work.
    expect((await admin.get('/api/contacts?filter[last_name]=a')).status).toBe(200)
  })

  it('accepts writes as the contract does (name and surname on a user)', async () => {
    await dialect('stock')
    const res = await admin.patch<Json>('/api/users/5', { name: 'Stock', surname: 'Writer' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: 5, name: 'Stock Writer' })
    expect(users().find(5)).toMatchObject({ name: 'Stock', surname: 'Writer' })
  })

  it('answers errors as in the contract', async () => {
    await dialect('stock')
    expect(await admin.get('/api/contacts/999999')).toMatchObject({
      status: 404,
      body: { message: 'No query results for model [App\\Models\\Contact] 999999' },
    })
  })
})

describe('switching back, restarts and resets', () => {
  it('answers the contract again once switched back', async () => {
    await dialect('stock')
    await dialect('contract')
    const branding = await control().get<{ data: Json }>('/api/branding/1')
    expect(branding.body.data).toMatchObject({
      market_sounding_enabled: 1,
      enableMarketSounding: 1,
    })
    const contact = await admin.get<{ data: Json }>('/api/contacts/1')
    expect(contact.body.data).toHaveProperty('first_name')
    const search = await admin.get<Page>('/api/contacts?filter[search]=a')
    expect(search.status).toBe(200)
  })

  it('keeps the dialect when the host restarts on the stored rows (as the browser restores them)', async () => {
    await dialect('stock')
    // What mocks/browser/persistence.ts does on a reload: every stored row into a new database.
    const db = new Database()
    for (const t of api.host.db.tables())
      for (const row of t.all()) await db.table(t.name).insert({ ...row } as Row, { silent: true })
    const restarted = await createHost({ db, empty: true })
    const client = createTestClient(restarted, createRouter())
    expect((await client.get<{ data: Json }>('/__mock/state')).body.data.dialect).toBe('stock')
    const branding = await client.get<Json>('/api/branding/1')
    expect(branding.body).toMatchObject({ id: 1, market_sounding: 1 })
  })

  it('goes back to the contract on POST /__mock/reset', async () => {
    await dialect('stock')
    expect((await control().post('/__mock/reset', {})).status).toBe(200)
    expect(hostState(api.host).dialect).toBe('contract')
    const branding = await control().get<{ data: Json }>('/api/branding/1')
    expect(branding.body.data).toHaveProperty('risk_warning_enabled', 1)
  }, 30_000)
})
