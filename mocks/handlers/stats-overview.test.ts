import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { MockHost } from '../http/host'
import { checkedClient } from '../testing/checked-client'
import { seededHost } from '../testing/seeded-host'
import { buildQuery } from '../../src/lib/api/query-string'
import { liveOpportunitiesArea } from '../../src/admin/kit/lists/areas/opportunities'
import { areaQuery } from '../../src/admin/kit/lists/model/area-query'
import type { createRouter } from '.'

let host: MockHost
let router: ReturnType<typeof createRouter>

beforeAll(async () => {
  ;({ host, router } = await seededHost())
})

const staff = () => {
  const id = host.db.table('users').first((u) => u.email === 'superadmin@example.com')!.id
  return checkedClient(host, router, id)
}

describe('GET /api/stats/overview: figures agree with the lists they summarise', () => {
  it('counts as live opportunities exactly the rows the live-opportunities list totals', async () => {
    const client = await staff()
    const stats = await client.get<{ data: { live_opportunities_count: number } }>(
      '/api/stats/overview',
    )
    // The request the list page itself sends, unfiltered, on its first page.
    const query = areaQuery(
      liveOpportunitiesArea,
      { search: '', filters: {}, sort: null, page: 1 },
      null,
    )
    const list = await client.get<{ total: number; data: Row[] }>(
      `/api/investment-opportunities?${buildQuery(query)}`,
    )
    expect(list.status).toBe(200)
    expect(stats.body.data.live_opportunities_count).toBe(list.body.total)
    // The seed has live opportunities at every status a stage 2-4 round may hold, so a count
    // by status (2 and 3, "Live - External/Internal") would differ from the list's.
    const byStatus = host.db
      .table('investment-opportunities')
      .where((o) => [2, 3].includes(Number(o.status))).length
    expect(byStatus).not.toBe(list.body.total)
  })
})
