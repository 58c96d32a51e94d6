import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { MockApi } from '../node'
import { seededMockApi } from '../testing/mock-api'
import { createTestClient } from '../testing/client'

/**
 * What an investor may do with the records of the organisations and investment methods they
 * belong to (openapi documents store, organisations update), against the whole mock host.
 */
let api: MockApi
const db = () => api.host.db

async function investor() {
  const client = createTestClient(api.host, api.router)
  await client.login('investor@example.com')
  return client
}

const me = () =>
  db()
    .table('users')
    .first((u) => u.email === 'investor@example.com')!
const myLink = (where: (l: Row) => boolean) =>
  db()
    .table('organisation-links')
    .first((l) => l.user_id === me().id && where(l))!

beforeAll(async () => {
  api = await seededMockApi()
})

describe("an investor's uploads", () => {
  it('attach to an organisation they are linked to, and to a method they lead', async () => {
    const client = await investor()
    const org = myLink((l) => l.status === 'approved').organisation_id as number
    const res = await client.post<{ data: Row }>(
      '/api/documents',
      { name: 'Board minutes', documentable_type: 'organisations', documentable_id: org },
      { form: true },
    )
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      documentable_type: 'organisations',
      documentable_id: org,
      visibility: 'public',
      uploaded_by: me().id,
    })
    const led = db()
      .table('investment-methods')
      .first((m) => m.lead_user_id === me().id && m.user_id !== me().id)!
    const viaMethod = await client.post<{ data: Row }>('/api/documents', {
      name: 'ISA statement',
      documentable_type: 'investment-methods',
      documentable_id: led.id,
    })
    expect(viaMethod.body.data).toMatchObject({
      documentable_type: 'investment-methods',
      documentable_id: led.id,
    })
  })

  it("go to their own row when they name someone else's organisation", async () => {
    const client = await investor()
    const linked = new Set(
      db()
        .table('organisation-links')
        .where((l) => l.user_id === me().id)
        .map((l) => l.organisation_id),
    )
    const other = db()
      .table('organisations')
      .first((o) => !linked.has(o.id))!
    const res = await client.post<{ data: Row }>('/api/documents', {
      name: 'Not mine',
      documentable_type: 'organisations',
      documentable_id: other.id,
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ documentable_type: 'users', documentable_id: me().id })
  })
})

describe("an investor's update of an organisation", () => {
  it('is allowed to its approved main contact, for contact details only', async () => {
    const client = await investor()
    const id = myLink((l) => l.status === 'approved' && l.is_primary === 1).organisation_id
    const before = db()
      .table('organisations')
      .find(id as number)!
    const res = await client.patch<{ data: Row }>(`/api/organisations/${String(id)}`, {
      phone: '0161 496 0000',
      name: 'Renamed Ltd',
      status: 'dissolved',
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      phone: '0161 496 0000',
      name: before.name,
      status: before.status,
    })
  })

  it('is refused to other members', async () => {
    const client = await investor()
    const id = myLink((l) => l.status === 'approved' && l.is_primary === 0).organisation_id
    const res = await client.patch(`/api/organisations/${String(id)}`, { phone: '0' })
    expect(res.status).toBe(403)
  })
})
