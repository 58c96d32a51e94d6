import { beforeEach, describe, expect, it } from 'vitest'
import { seedForTests } from '../testing/seed-snapshot'
import { Database, type Row } from '../db/db'
import type { Router } from '../http/router'
import { noRealtime, type MockHost } from '../http/host'
import { checkedClient } from '../testing/checked-client'
import { createRouter } from '.'
import { NOT_A_HOLDER, NOT_EXISTING } from './pre-emption-round'
import { offerClosedMessage } from '../resources/pre-emption-choices'

type One = { data: Row }
type Many = { data: Row[] }
type Errors = { message: string; errors: Record<string, string[]> }

let host: MockHost
let router: Router
let today = '2026-11-01T09:00:00.000Z'
const user = (email: string) => host.db.table('users').first((u) => u.email === email)!
const as = (email: string) => checkedClient(host, router, user(email).id)
const table = (name: string) => host.db.table(name)

beforeEach(async () => {
  today = '2026-11-01T09:00:00.000Z'
  host = {
    db: new Database(),
    realtime: noRealtime,
    pusher: { key: 'k', secret: 's' },
    now: () => new Date(today),
    reset: async () => {},
    // The clock moves past a deadline between requests of one signed-in client.
    sessionLifetime: 60 * 24 * 30,
  }
  await seedForTests(host.db)
  router = createRouter()
})

/** An existing investment the demo investor holds, and every holder's total in it. */
function heldExisting() {
  const me = user('investor@example.com').id
  const opp = table('investment-opportunities').first(
    (o) =>
      Number(o.stage) >= 5 &&
      table('investments').first(
        (i) => i.investment_opportunity_id === o.id && i.user_id === me && i.status !== 'cancelled',
      ) !== undefined,
  )!
  return { opp, me }
}

describe('POST /api/investment-opportunities/{id}/pre-emption-round', () => {
  it('creates an option per holder with their holding, closes earlier ones and notifies each', async () => {
    const { opp, me } = heldExisting()
    const earlier = table('pre-emption-options').where(
      (o) => o.investment_opportunity_id === opp.id && o.user_id === me && o.status === 'open',
    )
    const staff = await as('superadmin@example.com')
    const res = await staff.post<Many>(
      `/api/investment-opportunities/${opp.id}/pre-emption-round`,
      {
        share_price: 2.5,
        deadline: '2026-11-30',
        holders: [{ user_id: me, entitlement_amount: 2500 }],
      },
    )
    expect(res.status).toBe(201)
    expect(res.body.data).toHaveLength(1)
    const [made] = res.body.data
    expect(made).toMatchObject({
      user_id: me,
      entitlement_amount: 2500,
      share_price: 2.5,
      deadline: '2026-11-30',
      status: 'open',
    })
    expect(Number(made.current_holding_amount)).toBeGreaterThan(0)
    for (const o of earlier) expect(table('pre-emption-options').find(o.id)?.status).toBe('closed')
    const note = table('notifications')
      .where((n) => n.notifiable_id === me)
      .at(-1)!
    expect(note.data).toMatchObject({
      icon: 'investment_opportunity_transition_existing',
      cta: `/investor/investments/${opp.slug}/investor-type`,
    })
    expect(String((note.data as { message: string }).message)).toContain('pre-emption offer')
  })

  it('names each refused entitlement by its raw path, as Laravel names wildcard items', async () => {
    const { opp, me } = heldExisting()
    const url = `/api/investment-opportunities/${opp.id}/pre-emption-round`
    const holders = [
      { user_id: me, entitlement_amount: 'lots' },
      { user_id: me },
      { user_id: me, entitlement_amount: -1 },
    ]
    const res = await (
      await as('superadmin@example.com')
    ).post<Errors>(url, {
      deadline: '2026-11-30',
      holders,
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toMatchObject({
      'holders.0.entitlement_amount': ['The holders.0.entitlement_amount field must be a number.'],
      'holders.1.entitlement_amount': ['The holders.1.entitlement_amount field must be a number.'],
      'holders.2.entitlement_amount': [
        'The holders.2.entitlement_amount field must be at least 0.',
      ],
    })
  })

  it('refuses investors, non-holders, past deadlines and opportunities not yet existing', async () => {
    const { opp, me } = heldExisting()
    const url = `/api/investment-opportunities/${opp.id}/pre-emption-round`
    const body = { deadline: '2026-11-30', holders: [{ user_id: me, entitlement_amount: 10 }] }
    expect((await (await as('investor@example.com')).post(url, body)).status).toBe(403)

    const staff = await as('superadmin@example.com')
    const stranger = table('users').first(
      (u) =>
        u.role_id === 5 &&
        !table('investments').first(
          (i) => i.user_id === u.id && i.investment_opportunity_id === opp.id,
        ),
    )!
    const refused = await staff.post<Errors>(url, {
      deadline: '2026-10-01',
      holders: [{ user_id: stranger.id, entitlement_amount: 10 }],
    })
    expect(refused.status).toBe(422)
    expect(refused.body.errors['holders.0.user_id']).toEqual([NOT_A_HOLDER])
    expect(refused.body.errors.deadline).toEqual([
      'The deadline must be a date after or equal to today.',
    ])
    expect((await staff.post<Errors>(url, { deadline: '2026-11-30', holders: [] })).status).toBe(
      422,
    )

    const live = table('investment-opportunities').first((o) => Number(o.stage) < 5)!
    const early = await staff.post<Errors>(
      `/api/investment-opportunities/${live.id}/pre-emption-round`,
      body,
    )
    expect(early.body.errors.investment_opportunity_id).toEqual([NOT_EXISTING])
  })
})

describe('pre-emption answers after the deadline', () => {
  it('takes answers until the end of the deadline day, then refuses them with 422', async () => {
    const { opp, me } = heldExisting()
    const staff = await as('superadmin@example.com')
    const made = await staff.post<Many>(
      `/api/investment-opportunities/${opp.id}/pre-emption-round`,
      { deadline: '2026-11-05', holders: [{ user_id: me, entitlement_amount: 1000 }] },
    )
    const option = made.body.data[0]
    today = '2026-11-05T20:00:00.000Z'
    const investor = await as('investor@example.com')
    const answered = await investor.post<One>('/api/pre-emption-choices', {
      pre_emption_option_id: option.id,
      choice: 1,
    })
    expect(answered.status).toBe(201)

    today = '2026-11-06T09:00:00.000Z'
    const late = await investor.patch<Errors>(`/api/pre-emption-choices/${answered.body.data.id}`, {
      choice: 2,
      amount: 1000,
    })
    expect(late.status).toBe(422)
    expect(late.body.errors.choice).toEqual([offerClosedMessage('2026-11-05')])
    expect(late.body.message).toBe(offerClosedMessage('2026-11-05'))
    expect(table('pre-emption-choices').find(answered.body.data.id)?.choice).toBe(1)
  })
})
