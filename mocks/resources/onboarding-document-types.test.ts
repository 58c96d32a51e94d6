import { beforeEach, describe, expect, it } from 'vitest'
import { seedForTests } from '../testing/seed-snapshot'
import { Database, type Row } from '../db/db'
import type { MockHost } from '../http/host'
import { startSession } from '../http/session'
import { checkedClient } from '../testing/checked-client'
import { createTestClient } from '../testing/client'
import { createRouter } from '../handlers'
import { EDD_DOCUMENTS } from './groups/aml'

type List = { data: Row[] }

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

describe('sign-up documents (onboarding-document-types)', () => {
  it('are seeded as onboarding asks, and investors’ documents point at them', async () => {
    const types = table('onboarding-document-types')
      .all()
      .sort((a, b) => Number(a.order) - Number(b.order))
    expect(types.map((t) => [t.name, t.is_required])).toEqual([
      ['Investor Application Form', 1],
      ['Risk Warning Acknowledgement', 1],
      ['Terms of Business', 1],
      ['Nominee Agreement', 0],
      ['Proof of identity', 1],
      ['Proof of address', 1],
    ])
    // The international check's documents are asked of non-UK investors only, by no sign-up type.
    const edd = new Set<unknown>(EDD_DOCUMENTS.map((d) => d.name))
    const rows = table('onboarding-documents').where((r) => !edd.has(r.name))
    expect(rows.length).toBeGreaterThan(0)
    for (const r of rows) {
      expect(
        table('onboarding-document-types').find(Number(r.onboarding_document_type_id))?.name,
      ).toBe(r.name)
    }
  })

  it('investors read them; only staff with compliance write or reorder them', async () => {
    const investor = await as('investor@example.com')
    const list = await investor.get<List>('/api/onboarding-document-types')
    expect(list.status).toBe(200)
    expect(list.body.data).toHaveLength(6)
    expect((await investor.post('/api/onboarding-document-types', { name: 'Mine' })).status).toBe(
      403,
    )
    const ids = list.body.data.map((r) => r.id).reverse()
    expect((await investor.post('/api/onboarding-document-types/reorder', { ids })).status).toBe(
      403,
    )
    const admin = await as('superadmin@example.com')
    const moved = await admin.post<List>('/api/onboarding-document-types/reorder', { ids })
    expect(moved.status).toBe(200)
    const after = await admin.get<List>('/api/onboarding-document-types')
    expect(after.body.data.map((r) => r.id)).toEqual(ids)
  })

  it('keeps one investors’ documents use; an unused new one is optional on request and deletable', async () => {
    const used = table('onboarding-document-types').first((t) => t.name === 'Proof of identity')!
    const n = table('onboarding-documents').where(
      (d) => d.onboarding_document_type_id === used.id,
    ).length
    const res = await destroy('superadmin@example.com', `/api/onboarding-document-types/${used.id}`)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(
      `This sign-up document is used by ${n} investor document${n === 1 ? '' : 's'} and cannot be deleted.`,
    )
    const admin = await as('superadmin@example.com')
    const made = await admin.post<{ data: Row }>('/api/onboarding-document-types', {
      name: 'Source of funds',
      is_required: false,
    })
    expect(made.status).toBe(201)
    expect(made.body.data).toMatchObject({ is_required: 0, requires_signature: 0, order: 7 })
    const gone = await destroy(
      'superadmin@example.com',
      `/api/onboarding-document-types/${made.body.data.id}`,
    )
    expect(gone.status).toBe(204)
  })

  it('an investor’s document without a type (made before the link) still works', async () => {
    const admin = await as('superadmin@example.com')
    const investor = table('users').first((u) => u.email === 'investor@example.com')!
    const made = await admin.post<{ data: Row }>('/api/onboarding-documents', {
      user_id: investor.id,
      name: 'Old requirement',
    })
    expect(made.status).toBe(201)
    expect(made.body.data.onboarding_document_type_id ?? null).toBeNull()
  })
})

describe('KPI categories', () => {
  it('are readable by staff who see KPIs without the settings permission', async () => {
    const manager = await as('fundmanager@example.com')
    const res = await manager.get<List>('/api/kpi-categories')
    expect(res.status).toBe(200)
    expect((await manager.post('/api/kpi-categories', { name: 'Nope' })).status).toBe(403)
  })
})
