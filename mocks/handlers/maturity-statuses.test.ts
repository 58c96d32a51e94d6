import { beforeEach, describe, expect, it } from 'vitest'
import { seedForTests } from '../testing/seed-snapshot'
import { Database, type Row } from '../db/db'
import type { MockHost } from '../http/host'
import { checkedClient } from '../testing/checked-client'
import { createRouter } from '.'

type List = { data: Row[] }
type Errors = { errors: Record<string, string[]> }

const router = createRouter()
let host: MockHost
const table = (name: string) => host.db.table(name)
const userId = (email: string) => table('users').first((u) => u.email === email)!.id
const as = (email: string) => checkedClient(host, router, userId(email))

let fio: Row
let a: Row
let b: Row
const url = () => `/api/fund-investment-opportunities/${fio.id}/maturity-statuses`

beforeEach(async () => {
  host = {
    db: new Database(),
    realtime: { publish: () => {} },
    pusher: { key: 'k', secret: 's' },
    now: () => new Date('2026-11-01T09:00:00.000Z'),
    reset: async () => {},
  }
  await seedForTests(host.db)
  fio = table('fund-investment-opportunities').all()[0]
  // The seed links no investment to a fund opportunity: two of them are, here.
  const [x, y] = table('investments').where((i) => i.status !== 'cancelled')
  a = await table('investments').update(x.id, { fund_investment_opportunity_id: fio.id })
  b = await table('investments').update(y.id, { fund_investment_opportunity_id: fio.id })
})

describe('POST /api/fund-investment-opportunities/{id}/maturity-statuses', () => {
  it('moves the investments named to the next state with its date, keeping the history', async () => {
    const admin = await as('superadmin@example.com')
    const first = await admin.post<List>(url(), {
      investment_ids: [a.id, b.id],
      status: 'maturing',
      date: '2026-10-01',
    })
    expect(first.status).toBe(200)
    expect(first.body.data.map((r) => [r.id, r.maturity_status, r.maturity_status_date])).toEqual([
      [a.id, 'maturing', '2026-10-01'],
      [b.id, 'maturing', '2026-10-01'],
    ])

    const second = await admin.post<List>(url(), {
      investment_ids: [a.id],
      status: 'rolled_over',
      date: '2026-10-20',
    })
    expect(second.status).toBe(200)
    const row = table('investments').find(a.id)!
    expect(row.maturity_status).toBe('rolled_over')
    expect(
      (row.maturity_history as Row[]).map((s) => [s.from, s.status, s.date, s.changed_by]),
    ).toEqual([
      ['open', 'maturing', '2026-10-01', userId('superadmin@example.com')],
      ['maturing', 'rolled_over', '2026-10-20', userId('superadmin@example.com')],
    ])
    expect(table('investments').find(b.id)!.maturity_status).toBe('maturing')
  })

  it('refuses a state that does not follow, a date before the current one, and another opportunity’s investment; nothing moves', async () => {
    const admin = await as('superadmin@example.com')
    await admin.post(url(), { investment_ids: [a.id], status: 'maturing', date: '2026-10-01' })

    const skip = await admin.post<Errors>(url(), {
      investment_ids: [b.id],
      status: 'matured',
      date: '2026-10-02',
    })
    expect(skip.status).toBe(422)
    expect(skip.body.errors['investment_ids.0']).toEqual([
      `Investment ${String(b.payment_reference)} cannot move from Open to Matured.`,
    ])

    const early = await admin.post<Errors>(url(), {
      investment_ids: [a.id],
      status: 'matured',
      date: '2026-09-30',
    })
    expect(early.status).toBe(422)
    expect(early.body.errors.date).toEqual([
      'The date field must be a date after or equal to 2026-10-01.',
    ])

    const other = table('investments').first((i) => i.fund_investment_opportunity_id == null)!
    const foreign = await admin.post<Errors>(url(), {
      investment_ids: [a.id, other.id],
      status: 'matured',
      date: '2026-10-05',
    })
    expect(foreign.status).toBe(422)
    expect(foreign.body.errors['investment_ids.1']).toEqual([
      'The selected investment_ids.1 is invalid.',
    ])
    expect(table('investments').find(a.id)!.maturity_status).toBe('maturing')

    const empty = await admin.post<Errors>(url(), { investment_ids: [], status: 'x', date: '' })
    expect(Object.keys(empty.body.errors).sort()).toEqual(['date', 'investment_ids', 'status'])
  })

  it('is for roles that may update fund opportunities only', async () => {
    const body = { investment_ids: [a.id], status: 'maturing', date: '2026-10-01' }
    expect((await (await as('custodian@example.com')).post(url(), body)).status).toBe(200)
    expect((await (await as('manager@example.com')).post(url(), body)).status).toBe(403)
    expect((await (await as('investor@example.com')).post(url(), body)).status).toBe(403)
    const missing = await (
      await as('superadmin@example.com')
    ).post('/api/fund-investment-opportunities/999999/maturity-statuses', body)
    expect(missing.status).toBe(404)
  })
})
