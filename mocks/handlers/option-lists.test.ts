import { beforeEach, describe, expect, it } from 'vitest'
import { seedForTests } from '../testing/seed-snapshot'
import { Database, type Row } from '../db/db'
import type { MockHost } from '../http/host'
import { startSession } from '../http/session'
import { checkedClient } from '../testing/checked-client'
import { createTestClient } from '../testing/client'
import { createRouter } from '.'

type List = { data: Row[] }
type Errors = { errors: Record<string, string[]> }

const router = createRouter()
let host: MockHost
const table = (name: string) => host.db.table(name)
const userId = (email: string) => table('users').first((u) => u.email === email)!.id
const as = (email: string) => checkedClient(host, router, userId(email))
/** DELETE is not in the checked client: a raw client with the same session. */
async function destroy(email: string, path: string) {
  const client = createTestClient(host, router)
  client.useSession(await startSession(host, userId(email)))
  return client.request<{ message?: string }>('DELETE', path)
}

beforeEach(async () => {
  host = {
    db: new Database(),
    realtime: { publish: () => {} },
    pusher: { key: 'k', secret: 's' },
    now: () => new Date('2026-11-01T09:00:00.000Z'),
    reset: async () => {},
  }
  await seedForTests(host.db)
})

const orderOf = (family: string) =>
  table(family)
    .all()
    .sort((a, b) => Number(a.order) - Number(b.order))
    .map((r) => r.id)

describe('POST /api/{family}/reorder', () => {
  it('numbers the rows in the order sent, and the list follows it', async () => {
    const admin = await as('superadmin@example.com')
    const ids = orderOf('industries').reverse()
    const res = await admin.post<List>('/api/industries/reorder', { ids })
    expect(res.status).toBe(200)
    expect(res.body.data.map((r) => [r.id, r.order])).toEqual(ids.map((id, i) => [id, i + 1]))
    const list = await admin.get<List>('/api/industries?per_page=100')
    expect(list.body.data.map((r) => r.id)).toEqual(ids)
  })

  it('answers 422 on an id that is not a row, moving none', async () => {
    const admin = await as('superadmin@example.com')
    const before = orderOf('lead-statuses')
    const res = await admin.post<Errors>('/api/lead-statuses/reorder', {
      ids: [before[1], 99999, before[0]],
    })
    expect(res.status).toBe(422)
    expect(res.body.errors['ids.1']).toEqual(['The selected ids.1 is invalid.'])
    expect(orderOf('lead-statuses')).toEqual(before)
  })

  it('refuses an investor', async () => {
    const investor = await as('investor@example.com')
    const res = await investor.post('/api/types/reorder', { ids: orderOf('types') })
    expect(res.status).toBe(403)
  })
})

describe('deleting an option in use', () => {
  it('keeps an industry opportunities use, naming the count', async () => {
    const used = table('industries').first((i) =>
      table('investment-opportunities')
        .all()
        .some((o) => o.industry_id === i.id),
    )!
    const opps = table('investment-opportunities').where((o) => o.industry_id === used.id).length
    const res = await destroy('superadmin@example.com', `/api/industries/${used.id}`)
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(
      new RegExp(
        `^This industry is used by ${opps} opportunit(y|ies)( and \\d+ deals?)? and cannot be deleted\\.$`,
      ),
    )
    expect(table('industries').find(used.id)).toBeDefined()
  })

  it('deletes an unused one', async () => {
    const admin = await as('superadmin@example.com')
    const made = await admin.post<{ data: Row }>('/api/characters', { name: 'Sweep character' })
    expect(made.status).toBe(201)
    const res = await destroy('superadmin@example.com', `/api/characters/${made.body.data.id}`)
    expect(res.status).toBe(204)
  })

  it('keeps a lead status investors hold', async () => {
    const status = table('lead-statuses').first((s) =>
      table('users')
        .all()
        .some((u) => u.lead_status_id === s.id),
    )!
    const res = await destroy('superadmin@example.com', `/api/lead-statuses/${status.id}`)
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/^This lead status is used by \d+ investors?/)
  })

  it('keeps a type its sub-types and opportunities use', async () => {
    const type = table('types').first((t) =>
      table('investment-opportunities')
        .all()
        .some((o) => o.type_id === t.id),
    )!
    const res = await destroy('superadmin@example.com', `/api/types/${type.id}`)
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(
      /^This investment type is used by .*\d+ sub-types? and cannot be deleted\.$/,
    )
  })

  it('keeps a KPI category its KPIs hold; a new one gets a key KPIs may use', async () => {
    const financial = table('kpi-categories').first((c) => c.key === 'financial')!
    const res = await destroy('superadmin@example.com', `/api/kpi-categories/${financial.id}`)
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(
      /^This KPI category is used by \d+ KPIs? and cannot be deleted\.$/,
    )

    const admin = await as('superadmin@example.com')
    const made = await admin.post<{ data: Row }>('/api/kpi-categories', { name: 'Team & culture' })
    expect(made.body.data).toMatchObject({ key: 'team_culture', order: 5 })
    const kpi = await admin.post<{ data: Row }>('/api/custom-kpis', {
      name: 'Staff turnover',
      unit: 'percent',
      category: 'team_culture',
    })
    expect(kpi.status).toBe(201)
    const wrong = await admin.post<Errors>('/api/custom-kpis', {
      name: 'Unknown',
      unit: 'percent',
      category: 'nope',
    })
    expect(wrong.body.errors.category).toEqual(['The selected category is invalid.'])
  })

  it('gives a new industry the last place', async () => {
    const admin = await as('superadmin@example.com')
    const count = table('industries').count()
    const made = await admin.post<{ data: Row }>('/api/industries', { name: 'Space' })
    expect(made.body.data.order).toBe(count + 1)
  })
})

describe('investment categories and characters behind their feature flag (SPEC §2/§9)', () => {
  const flag = (on: 0 | 1) =>
    table('branding').update(1, {
      investment_categories_enabled: on,
      enableInvestmentCategories: on,
    })

  it('refuses to reorder, create or change them while it is off, and takes them when on', async () => {
    const admin = await as('superadmin@example.com')
    const ids = orderOf('characters').reverse()
    const category = table('investment-categories').all()[0]
    await flag(0)
    const refused = [
      await admin.post('/api/characters/reorder', { ids }),
      await admin.post('/api/characters', { name: 'Impact' }),
      await admin.post('/api/investment-categories', { name: 'Impact' }),
      await admin.patch(`/api/investment-categories/${category.id}`, { name: 'Renamed' }),
    ]
    for (const res of refused) {
      expect(res.status).toBe(403)
      expect(res.body).toEqual({
        message: 'Investment categories and characters are not enabled on this platform.',
      })
    }
    expect(orderOf('characters')).not.toEqual(ids)
    await flag(1)
    expect((await admin.post('/api/characters/reorder', { ids })).status).toBe(200)
    expect(orderOf('characters')).toEqual(ids)
  })
})
