import { beforeEach, describe, expect, it } from 'vitest'
import { seedForTests } from '../testing/seed-snapshot'
import { Database, type Row } from '../db/db'
import type { MockHost } from '../http/host'
import { startSession } from '../http/session'
import { checkedClient } from '../testing/checked-client'
import { createTestClient } from '../testing/client'
import { createRouter } from '../handlers'

type List = { data: Row[] }
type Errors = { errors: Record<string, string[]> }

const router = createRouter()
let host: MockHost
const table = (name: string) => host.db.table(name)
const userId = (email: string) => table('users').first((u) => u.email === email)!.id
const as = (email: string) => checkedClient(host, router, userId(email))
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

describe('investment categories', () => {
  it('are seeded in order and are what opportunities point at', async () => {
    const names = table('investment-categories')
      .all()
      .sort((a, b) => Number(a.order) - Number(b.order))
      .map((r) => r.name)
    expect(names).toEqual(['EIS', 'SEIS', 'Growth', 'Income'])
    const admin = await as('superadmin@example.com')
    const opp = table('investment-opportunities').first((o) => o.category_id != null)!
    const res = await admin.get<{ data: Row }>(
      `/api/investment-opportunities/${opp.id}?include=category`,
    )
    const category = res.body.data.category as Row
    expect(category.name).toBe(table('investment-categories').find(Number(opp.category_id))!.name)
  })

  it('an opportunity takes an investment category, not an FCA investor category', async () => {
    const admin = await as('superadmin@example.com')
    const opp = table('investment-opportunities').first(() => true)!
    const growth = table('investment-categories').first((c) => c.name === 'Growth')!
    const ok = await admin.patch(`/api/investment-opportunities/${opp.id}`, {
      category_id: growth.id,
    })
    expect(ok.status).toBe(200)
    const wrong = await admin.patch<Errors>(`/api/investment-opportunities/${opp.id}`, {
      category_id: 99999,
    })
    expect(wrong.body.errors.category_id).toEqual(['The selected category id is invalid.'])
    // The FCA categories are untouched by the change.
    expect(table('categories').count()).toBeGreaterThan(0)
  })

  it('keeps a category opportunities use, naming the count; deletes an unused one', async () => {
    const used = table('investment-categories').first((c) =>
      table('investment-opportunities')
        .all()
        .some((o) => o.category_id === c.id),
    )!
    const n = table('investment-opportunities').where((o) => o.category_id === used.id).length
    const res = await destroy('superadmin@example.com', `/api/investment-categories/${used.id}`)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(
      `This investment category is used by ${n} ${n === 1 ? 'opportunity' : 'opportunities'} and cannot be deleted.`,
    )
    const admin = await as('superadmin@example.com')
    const made = await admin.post<{ data: Row }>('/api/investment-categories', { name: 'IHT' })
    expect(made.body.data.order).toBe(5)
    const gone = await destroy(
      'superadmin@example.com',
      `/api/investment-categories/${made.body.data.id}`,
    )
    expect(gone.status).toBe(204)
  })

  it('are reordered by staff who may update attributes, not by investors', async () => {
    const ids = table('investment-categories')
      .all()
      .map((r) => r.id)
      .reverse()
    const admin = await as('superadmin@example.com')
    const res = await admin.post<List>('/api/investment-categories/reorder', { ids })
    expect(res.status).toBe(200)
    const list = await admin.get<List>('/api/investment-categories')
    expect(list.body.data.map((r) => r.id)).toEqual(ids)
    const investor = await as('investor@example.com')
    expect((await investor.post('/api/investment-categories/reorder', { ids })).status).toBe(403)
    expect((await investor.get('/api/investment-categories')).status).toBe(200)
  })
})
