import { beforeAll, describe, expect, it } from 'vitest'
import { Database, type Row } from '../../db/db'
import { Router } from '../../http/router'
import { noRealtime, type MockHost } from '../../http/host'
import { startSession } from '../../http/session'
import { createTestClient } from '../../testing/client'
import { findOperation, validateResponse } from '../../testing/contract'
import { Registry } from '../../engine/registry'
import { registerResources } from '../../engine/resource-routes'
import { createSeedContext } from '../../seed/context'
import { seedPeople } from '../../seed/people'
import { contacts } from '../contacts'
import { peopleResources } from './people'
// The declared families, which a child's guard reads its parent's through (engine/access.ts):
// bound when mocks/resources loads, which this file must not leave to an earlier one.
import '..'

type Page = { data: Row[]; total: number }
type One = { data: Row }

let host: MockHost
let router: Router

async function as(userId: number) {
  const client = createTestClient(host, router)
  client.useSession(await startSession(host, userId))
  return client
}

beforeAll(async () => {
  const db = new Database()
  host = {
    db,
    realtime: noRealtime,
    pusher: { key: 'k', secret: 's' },
    now: () => new Date('2026-11-01T09:00:00.000Z'),
    reset: async () => {},
  }
  await seedPeople(createSeedContext(db, 'normal'))
  // The tenant's settings row: organisation applications are a feature the host can turn off.
  await db.table('branding').insert({ organisation_links_enabled: 1, enableOrganisationLinks: 1 })
  router = new Router()
  registerResources(router, new Registry([contacts, ...peopleResources] as never))
})

describe('people seed', () => {
  it('seeds the demo accounts first, ids 1..12, with the password "password"', () => {
    const users = host.db.table('users')
    expect(users.find(1)).toMatchObject({
      email: 'superadmin@example.com',
      role_id: 1,
      password: 'password',
    })
    expect(users.find(4)).toMatchObject({
      email: 'investor@example.com',
      role_id: 5,
      accepted_terms_version: 1,
      compliance_passed: 1,
    })
    expect(users.find(5)).toMatchObject({
      accepted_terms_version: 0,
      compliance_passed: 0,
      compliance_tries: 0,
    })
    expect(users.find(6)).toMatchObject({
      email: 'unverified@example.com',
      email_verified_at: null,
    })
    expect(users.find(12)).toMatchObject({ email: 'adviser@example.com', role_id: 12 })
    expect(users.where((u) => u.role_id === 5).length).toBeGreaterThanOrEqual(150)
  })

  it('covers every status of its families', () => {
    const values = (table: string, column: string) =>
      new Set(
        host.db
          .table(table)
          .all()
          .map((r) => r[column]),
      )
    expect(values('users', 'kyc_status')).toEqual(new Set(['pending', 'verified', 'failed']))
    expect(values('organisation-links', 'status')).toEqual(
      new Set(['pending', 'approved', 'rejected']),
    )
    expect(values('organisations', 'type').size).toBe(5)
    expect(values('onboarding-documents', 'status').size).toBe(5)
    expect(values('investment-methods', 'type')).toEqual(new Set(['manual', 'private_manual']))
    expect(values('tasks', 'status')).toEqual(new Set(['open', 'done']))
    expect(values('documents', 'visibility')).toEqual(new Set(['public', 'private']))
  })

  it('is deterministic', async () => {
    const again = new Database()
    await seedPeople(createSeedContext(again, 'normal'))
    expect(again.table('users').find(100)).toEqual(host.db.table('users').find(100))
    expect(again.table('documents').count()).toBe(host.db.table('documents').count())
  })
})

describe('people families over HTTP (staff)', () => {
  it('narrows users by type and filters, never showing passwords', async () => {
    const admin = await as(1)
    const res = await admin.get<Page>(
      '/api/users?type=investor&filter[kyc_status]=failed&per_page=100',
    )
    expect(res.status).toBe(200)
    expect(res.body.total).toBeGreaterThan(0)
    for (const u of res.body.data) {
      expect(u).toMatchObject({ role_id: 5, kyc_status: 'failed' })
      expect(u).not.toHaveProperty('password')
    }
    const staff = await admin.get<Page>('/api/users?type=staff&per_page=100')
    expect(staff.body.data.every((u) => u.role_id !== 5)).toBe(true)
  })

  it('loads the login relations of an investor', async () => {
    const admin = await as(1)
    const include =
      'organisations,investmentMethodEntities.investmentMethod,onboardingDocuments,owner,ownershipChoices,attributeValues'
    const res = await admin.get<One>(`/api/users/4?include=${include}`)
    expect(res.status).toBe(200)
    const u = res.body.data as Record<string, never[]> & Row
    expect(u.organisations.length).toBe(3)
    expect(u.organisations[0]).toHaveProperty('pivot.role', 'director')
    const entity = u.investment_method_entities[0] as Row
    expect((entity.investment_method as Row).id).toBe(entity.id)
    expect(u.onboarding_documents.length).toBeGreaterThan(0)
    expect((u.owner as unknown as Row).email).toBe('manager@example.com')
  })

  it('lists pending organisation applications and stamps the decision', async () => {
    const admin = await as(1)
    const res = await admin.get<Page>(
      '/api/organisation-links?filter[status]=pending&include=user,organisation',
    )
    expect(res.body.total).toBeGreaterThan(0)
    const id = res.body.data[0].id
    const decided = await admin.patch<One>(`/api/organisation-links/${id}`, { status: 'approved' })
    expect(decided.status).toBe(200)
    expect(decided.body.data).toMatchObject({ status: 'approved', reviewed_by: 1 })
  })
})

describe('people families over HTTP (investor scope)', () => {
  it('shows an investor their own row and manager only', async () => {
    const investor = await as(4)
    const list = await investor.get<Page>('/api/users')
    expect(list.body.data.map((u) => u.id).sort((a, b) => a - b)).toEqual([4, 10])
    expect((await investor.get('/api/users/5')).status).toBe(403)
  })

  it('lets an investor accept terms but not change their role or compliance', async () => {
    const investor = await as(5)
    const res = await investor.post<One>(
      '/api/users/5',
      { _method: 'PATCH', accepted_terms_version: '1', role_id: '1', compliance_passed: '1' },
      { form: true },
    )
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      accepted_terms_version: 1,
      role_id: 5,
      compliance_passed: 0,
    })
  })

  it('lets an investor apply to an organisation for themselves only', async () => {
    const investor = await as(4)
    const before = host.db.table('notifications').count()
    const res = await investor.post<One>('/api/organisation-links', {
      user_id: 7,
      organisation_id: 10,
      role: 'shareholder',
      status: 'approved',
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ user_id: 4, status: 'pending' })
    expect(host.db.table('notifications').count()).toBeGreaterThan(before)
    const mine = await investor.get<Page>('/api/organisation-links?per_page=100')
    expect(mine.body.data.every((l) => l.user_id === 4)).toBe(true)
  })

  it('shows an investor public documents that concern them, never private ones', async () => {
    const investor = await as(4)
    const res = await investor.get<Page>('/api/documents?per_page=100')
    expect(res.body.total).toBeGreaterThan(0)
    expect(res.body.data.every((d) => d.visibility === 'public')).toBe(true)
    const types = new Set(res.body.data.map((d) => d.documentable_type))
    expect(types.has('users') && types.has('organisations')).toBe(true)
  })

  it('keeps staff-only families away from investors', async () => {
    const investor = await as(4)
    expect((await investor.get('/api/notes')).status).toBe(403)
    expect((await investor.get('/api/nominees')).status).toBe(403)
    expect(
      (await investor.get<Page>('/api/onboarding-documents')).body.data.every(
        (d) => d.user_id === 4,
      ),
    ).toBe(true)
  })
})

describe('people families against the contract', () => {
  it('answers lists and records (with every include) as openapi/ describes them', async () => {
    const clients = { staff: await as(1), investor: await as(4) }
    const problems: string[] = []
    for (const def of peopleResources) {
      const names = Object.entries(def.includes ?? {})
      const include = [
        ...names.map(([n]) => n),
        ...names.filter(([, r]) => r.kind !== 'belongsTo').map(([n]) => `${n}Count`),
      ].join(',')
      const q = include ? `?include=${include}` : ''
      for (const [who, client] of Object.entries(clients)) {
        const list = await client.get<Page>(`/api/${def.family}${q}`)
        if (who === 'investor' && list.status === 403) continue
        const first = list.body.data?.[0]
        const urls = [
          `/api/${def.family}${q}`,
          ...(first ? [`/api/${def.family}/${first.id}${q}`] : []),
        ]
        for (const url of urls) {
          const res = url === urls[0] ? list : await client.get(url)
          const op = findOperation('GET', url)
          if (!op) problems.push(`${url}: no operation`)
          else
            problems.push(
              ...validateResponse(
                'GET',
                op.path,
                res.status,
                res.headers.get('content-type'),
                res.body,
              ),
            )
        }
      }
    }
    expect(problems).toEqual([])
  })
})
