import { beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { Router } from '../http/router'
import type { MockHost } from '../http/host'
import { checkedClient } from '../testing/checked-client'
import { CEASED_BEFORE_BECAME } from './pa-deals'
import { seededHost } from '../testing/seeded-host'

type Page = { data: Row[]; total: number }
type One = { data: Row }
type Errors = { message: string; errors: Record<string, string[]> }

let host: MockHost
let router: Router
const user = (email: string) => host.db.table('users').first((u) => u.email === email)!
const as = (email: string) => checkedClient(host, router, user(email).id)
const opportunity = () => host.db.table('investment-opportunities').all()[0]

beforeEach(async () => {
  ;({ host, router } = await seededHost())
})

describe('external insiders (pa-deals)', () => {
  it('seeds three, one of them ceased, with the deal named', async () => {
    const res = await (
      await as('superadmin@example.com')
    ).get<Page>('/api/pa-deals?append=opportunity_name&sort=name')
    expect(res.status).toBe(200)
    expect(res.body.data.map((r) => r.name)).toEqual(['Grace Okafor', 'Priya Raman', 'Tom Ashby'])
    expect(res.body.data.every((r) => typeof r.opportunity_name === 'string')).toBe(true)
    const current = await (
      await as('superadmin@example.com')
    ).get<Page>('/api/pa-deals?filter[current]=1')
    expect(current.body.total).toBe(2)
    const found = await (
      await as('superadmin@example.com')
    ).get<Page>('/api/pa-deals?filter[search]=ashby')
    expect(found.body.data.map((r) => r.name)).toEqual(['Tom Ashby'])
  })

  it('creates and edits one, with the rules of an insider list', async () => {
    const admin = await as('superadmin@example.com')
    const missing = await admin.post<Errors>('/api/pa-deals', {})
    expect(missing.status).toBe(422)
    expect(Object.keys(missing.body.errors).sort()).toEqual(
      ['became_insider_at', 'investment_opportunity_id', 'name', 'reason'].sort(),
    )
    const body = {
      name: 'Sam Lee',
      firm: 'Lee Audit',
      email: 'sam@lee.example',
      phone: null,
      reason: 'Auditor',
      investment_opportunity_id: opportunity().id,
      became_insider_at: '2026-10-20T14:30',
      ceased_at: '2026-10-19',
    }
    const early = await admin.post<Errors>('/api/pa-deals', body)
    expect(early.status).toBe(422)
    expect(early.body.errors.ceased_at).toEqual([CEASED_BEFORE_BECAME])
    const made = await admin.post<One>('/api/pa-deals', { ...body, ceased_at: null })
    expect(made.status).toBe(201)
    expect(made.body.data).toMatchObject({ name: 'Sam Lee', became_insider_at: '2026-10-20T14:30' })
    const id = made.body.data.id
    // A date ceased sent alone is checked against the stored start.
    const before = await admin.patch<Errors>(`/api/pa-deals/${id}`, { ceased_at: '2026-10-01' })
    expect(before.status).toBe(422)
    const edited = await admin.patch<One>(`/api/pa-deals/${id}`, { ceased_at: '2026-10-20' })
    expect(edited.status).toBe(200)
    expect(edited.body.data.ceased_at).toBe('2026-10-20')
  })

  it('is guarded by investors: compliance reads, creator may not edit, investors see nothing', async () => {
    expect((await (await as('compliance@example.com')).get('/api/pa-deals')).status).toBe(200)
    const row = host.db.table('pa-deals').all()[0]
    const patch = await (
      await as('creator@example.com')
    ).patch(`/api/pa-deals/${row.id}`, {
      name: 'X',
    })
    expect(patch.status).toBe(403)
    expect((await (await as('investor@example.com')).get('/api/pa-deals')).status).toBe(403)
  })
})
