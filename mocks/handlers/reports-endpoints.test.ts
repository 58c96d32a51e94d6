import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import { fundsTestHost, type One } from '../resources/groups/funds-test-host'

let t: Awaited<ReturnType<typeof fundsTestHost>>
beforeAll(async () => {
  t = await fundsTestHost()
})

type Audience = { data: { investors_count: number } }

describe('GET /api/reports/update-audience', () => {
  it('counts the investors a publish notifies, before it is published', async () => {
    const db = t.host.db
    const staff = await t.as(t.userId('superadmin@example.com'))
    const held = db.table('investments').first((i) => i.status === 'paid') as Row
    const oppId = Number(held.investment_opportunity_id)
    const holders = new Set(
      db
        .table('investments')
        .where(
          (i) =>
            i.investment_opportunity_id === oppId &&
            !['cancelled', 'canceled', 'withdrawn'].includes(String(i.status)),
        )
        .map((i) => i.user_id),
    )
    const count = await staff.get<Audience>(
      `/api/reports/update-audience?is_public=0&investment_opportunity_id=${oppId}`,
    )
    expect(count.status).toBe(200)
    expect(count.body.data.investors_count).toBe(holders.size)

    const everyone = await staff.get<Audience>('/api/reports/update-audience?is_public=1')
    expect(everyone.body.data.investors_count).toBe(
      db.table('users').where((u) => u.role_id === 5).length,
    )
    const nobody = await staff.get<Audience>('/api/reports/update-audience')
    expect(nobody.body.data.investors_count).toBe(0)

    // The number is the one publishing then notifies.
    const created = await staff.post<One>('/api/reports', {
      title: 'Audience check',
      type: 'update',
      status: 'draft',
      investment_opportunity_id: oppId,
      body: '<p>Hello.</p>',
    })
    const before = db.table('notifications').all().length
    await staff.patch(`/api/reports/${created.body.data.id}`, { status: 'live' })
    expect(db.table('notifications').all().length - before).toBe(holders.size)
  })

  it('refuses investors and says which value is wrong', async () => {
    const investor = await t.as(t.userId('investor@example.com'))
    const refused = await investor.get('/api/reports/update-audience?is_public=1')
    expect(refused.status).toBe(403)
    const staff = await t.as(t.userId('superadmin@example.com'))
    const bad = await staff.get<{ errors: Record<string, string[]> }>(
      '/api/reports/update-audience?fund_id=abc&is_public=2',
    )
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['fund_id', 'is_public'])
  })
})
