import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { MockApi } from '../node'
import { seededMockApi } from '../testing/mock-api'
import { checkedClient } from '../testing/checked-client'

/**
 * The links an admin transactions tab filters investments by: nominees and fund opportunities
 * (and so funds) had none before; every answer must match openapi/.
 */
let api: MockApi
const db = () => api.host.db
const superAdmin = () =>
  db()
    .table('users')
    .first((u) => u.email === 'superadmin@example.com')!

type Page = { data: Row[]; total: number }

beforeAll(async () => {
  api = await seededMockApi()
})

describe('investments: nominee and fund links', () => {
  it('filters by nominee_id and fund_investment_opportunity_id, and by fund_id through it', async () => {
    const admin = await checkedClient(api.host, api.router, superAdmin().id)
    const [a, b, c] = db().table('investments').all().slice(0, 3)
    // A nominee of its own: the seed's nominees already hold its pension investments.
    const { id: _seeded, ...columns } = db().table('nominees').all()[0]
    const nominee = await db()
      .table('nominees')
      .insert({ ...columns, name: 'Links Nominees Ltd' })
    const fio = db().table('fund-investment-opportunities').all()[0]

    const linked = await admin.patch<{ data: Row }>(`/api/investments/${a.id}`, {
      nominee_id: nominee.id,
      fund_investment_opportunity_id: fio.id,
    })
    expect(linked.status).toBe(200)
    expect(linked.body.data.nominee_id).toBe(nominee.id)
    await admin.patch(`/api/investments/${b.id}`, { nominee_id: nominee.id })

    const byNominee = await admin.get<Page>(
      `/api/investments?filter[nominee_id]=${nominee.id}&include=nominee`,
    )
    expect(byNominee.body.data.map((r) => r.id).sort()).toEqual([a.id, b.id].sort())
    expect((byNominee.body.data[0].nominee as Row).id).toBe(nominee.id)

    const byFio = await admin.get<Page>(
      `/api/investments?filter[fund_investment_opportunity_id]=${fio.id}`,
    )
    expect(byFio.body.data.map((r) => r.id)).toEqual([a.id])

    const byFund = await admin.get<Page>(`/api/investments?filter[fund_id]=${fio.fund_id}`)
    expect(byFund.body.data.map((r) => r.id)).toEqual([a.id])
    expect(byFund.body.data.map((r) => r.id)).not.toContain(c.id)

    const none = await admin.get<Page>(`/api/investments?filter[fund_id]=999999`)
    expect(none.body.total).toBe(0)
  })

  it('refuses a nominee that does not exist', async () => {
    const admin = await checkedClient(api.host, api.router, superAdmin().id)
    const [a] = db().table('investments').all()
    const res = await admin.patch<{ errors: Record<string, string[]> }>(
      `/api/investments/${a.id}`,
      { nominee_id: 999999 },
    )
    expect(res.status).toBe(422)
    expect(res.body.errors.nominee_id).toEqual(['The selected nominee id is invalid.'])
  })
})
