import { beforeAll, describe, expect, it } from 'vitest'
import type { MockApi } from '../node'
import { seededMockApi } from '../testing/mock-api'
import { checkedClient } from '../testing/checked-client'

/**
 * "Export selection" on an admin list: GET /api/{family}/export?filter[id]=1,2,3 answers the
 * CSV of exactly those rows, for every family an admin list reads.
 */
const LIST_FAMILIES = [
  'pipeline-deals',
  'investment-opportunities',
  'fund-investment-opportunities',
  'funds',
  'users',
  'contacts',
  'organisations',
  'organisation-links',
  'investment-methods',
  'nominees',
  'reports',
  'custom-kpis',
  'investments',
]

let api: MockApi

beforeAll(async () => {
  api = await seededMockApi()
})

describe('export of a selection (filter[id] with a comma list)', () => {
  it.each(LIST_FAMILIES)('%s answers the selected rows as CSV', async (family) => {
    const me = api.host.db.table('users').first((u) => u.email === 'superadmin@example.com')!
    const admin = await checkedClient(api.host, api.router, me.id)
    const ids = api.host.db
      .table(family)
      .all()
      .slice(0, 3)
      .map((r) => r.id)
    expect(ids.length).toBeGreaterThan(0)
    const res = await admin.get<string>(`/api/${family}/export?filter[id]=${ids.join(',')}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=/)
    const [header, ...lines] = String(res.body).trim().split('\r\n')
    expect(header.split(',')[0]).toBe('id')
    expect(lines.map((l) => Number(l.split(',')[0])).sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    )
  })
})
