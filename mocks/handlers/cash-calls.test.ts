import { beforeEach, describe, expect, it, vi } from 'vitest'
import { seedForTests } from '../testing/seed-snapshot'
import { Database, type Row } from '../db/db'
import type { MockHost } from '../http/host'
import { checkedClient } from '../testing/checked-client'
import { createRouter } from '.'
import { BROADCAST_NOTIFICATION_EVENT, userChannel, type NotificationRow } from '../host/notify'
import { CASH_CALL_ICON, PAYMENT_RECEIVED_ICON } from './cash-calls'

type List = { data: Row[] }
type Errors = { errors: Record<string, string[]> }

const router = createRouter()
let host: MockHost
const publish = vi.fn()
const table = (name: string) => host.db.table(name)
const userId = (email: string) => table('users').first((u) => u.email === email)!.id
const as = (email: string) => checkedClient(host, router, userId(email))

beforeEach(async () => {
  publish.mockReset()
  host = {
    db: new Database(),
    realtime: { publish },
    pusher: { key: 'k', secret: 's' },
    now: () => new Date('2026-11-01T09:00:00.000Z'),
    reset: async () => {},
  }
  await seedForTests(host.db)
})

/** A live opportunity with at least two reserved investments of different investors. */
function liveWithReservations() {
  const opp = table('investment-opportunities').first((o) => {
    if (Number(o.stage) > 4 || o.status === 1) return false
    const reserved = table('investments').where(
      (i) => i.investment_opportunity_id === o.id && i.status === 'reserved',
    )
    return new Set(reserved.map((i) => i.user_id)).size >= 2
  })!
  const reserved = table('investments').where(
    (i) => i.investment_opportunity_id === opp.id && i.status === 'reserved',
  )
  return { opp, reserved }
}

const notificationsOf = (user: number) =>
  host.db.table<NotificationRow>('notifications').where((n) => n.notifiable_id === user)

describe('POST /api/investment-opportunities/{id}/cash-calls', () => {
  it('calls the investments named: awaiting payment, due date, amount due, investor told live', async () => {
    const { opp, reserved } = liveWithReservations()
    const [a, b] = reserved
    const raised = Number(table('investment-opportunities').find(opp.id)!.raised_amount)
    const staff = await as('superadmin@example.com')
    const res = await staff.post<List>(`/api/investment-opportunities/${opp.id}/cash-calls`, {
      investment_ids: [a.id],
      due_date: '2026-12-12',
      amounts: { [a.id]: 1234.5 },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.map((r) => r.id)).toEqual([a.id])
    expect(table('investments').find(a.id)).toMatchObject({
      status: 'awaiting_payment',
      payment_state: 'cash_call_awaiting',
      cash_call_due_date: '2026-12-12',
      cash_call_amount: 1234.5,
    })
    // Only the one named.
    expect(table('investments').find(b.id)!.status).toBe('reserved')
    // Still counts towards the raise (not cancelled).
    expect(Number(table('investment-opportunities').find(opp.id)!.raised_amount)).toBe(raised)

    const note = notificationsOf(Number(a.user_id)).at(-1)!
    expect(note.data).toMatchObject({
      message: `Cash call for ${opp.name}: please pay £1,234.50 by 12 Dec 2026, quoting reference ${a.payment_reference}.`,
      cta: '/investor/investments?tab=awaiting',
      icon: CASH_CALL_ICON,
    })
    expect(publish).toHaveBeenCalledWith(
      userChannel(Number(a.user_id)),
      BROADCAST_NOTIFICATION_EVENT,
      expect.objectContaining({ icon: CASH_CALL_ICON, id: note.uuid }),
    )
  })

  it('calls every reserved investment when none are named, the amount due their own', async () => {
    const { opp, reserved } = liveWithReservations()
    const staff = await as('superadmin@example.com')
    const res = await staff.post<List>(`/api/investment-opportunities/${opp.id}/cash-calls`, {
      due_date: '2026-11-01',
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toHaveLength(reserved.length)
    for (const r of reserved)
      expect(table('investments').find(r.id)).toMatchObject({
        status: 'awaiting_payment',
        cash_call_amount: Number(r.amount),
      })
    expect(publish).toHaveBeenCalledTimes(reserved.length)
  })

  it('422s a due date before today and an investment that is not reserved, changing nothing', async () => {
    const { opp, reserved } = liveWithReservations()
    const paid = await table('investments').update(reserved[1].id, { status: 'paid' })
    const staff = await as('superadmin@example.com')
    const res = await staff.post<Errors>(`/api/investment-opportunities/${opp.id}/cash-calls`, {
      investment_ids: [reserved[0].id, paid.id],
      due_date: '2026-10-31',
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      due_date: ['The due date field must be a date after or equal to today.'],
      'investment_ids.1': [`Investment ${paid.payment_reference} is not reserved.`],
    })
    expect(table('investments').find(reserved[0].id)!.status).toBe('reserved')
    expect(publish).not.toHaveBeenCalled()
  })

  it('422s ids that are not integers and amounts below 1, in that order', async () => {
    const { opp, reserved } = liveWithReservations()
    const [a, b] = reserved.map((r) => r.id)
    const staff = await as('superadmin@example.com')
    const res = await staff.post<Errors>(`/api/investment-opportunities/${opp.id}/cash-calls`, {
      investment_ids: [a, 'x'],
      due_date: '2026-12-01',
      amounts: { [a]: 0, [b]: 'x' },
    })
    expect(Object.entries(res.body.errors)).toEqual([
      ['investment_ids.1', ['The investment_ids.1 field must be an integer.']],
      [`amounts.${a}`, [`The amounts.${a} field must be at least 1.`]],
      [`amounts.${b}`, [`The amounts.${b} field must be a number.`]],
    ])
  })

  it("422s another opportunity's investment", async () => {
    const { opp } = liveWithReservations()
    const other = table('investments').first(
      (i) => i.investment_opportunity_id !== opp.id && i.status === 'reserved',
    )!
    const staff = await as('superadmin@example.com')
    const res = await staff.post<Errors>(`/api/investment-opportunities/${opp.id}/cash-calls`, {
      investment_ids: [other.id],
      due_date: '2026-12-01',
    })
    expect(res.body.errors).toEqual({
      'investment_ids.0': ['The selected investment_ids.0 is invalid.'],
    })
  })

  it('403s roles without investment_opportunity_live_cash_call and investors', async () => {
    const { opp, reserved } = liveWithReservations()
    for (const email of [
      'entrepreneur@example.com',
      'manager@example.com',
      'investor@example.com',
    ]) {
      const res = await (
        await as(email)
      ).post(`/api/investment-opportunities/${opp.id}/cash-calls`, { due_date: '2026-12-01' })
      expect(res.status, email).toBe(403)
    }
    expect(table('investments').find(reserved[0].id)!.status).toBe('reserved')
  })
})

describe('POST /api/investments/mark-paid', () => {
  it('marks each paid: payment received, paid_at, investor told', async () => {
    const { opp, reserved } = liveWithReservations()
    const [a, b] = reserved
    const staff = await as('superadmin@example.com')
    await staff.post(`/api/investment-opportunities/${opp.id}/cash-calls`, {
      investment_ids: [a.id],
      due_date: '2026-12-12',
    })
    publish.mockReset()
    const res = await staff.post<List>('/api/investments/mark-paid', { ids: [a.id, b.id] })
    expect(res.status).toBe(200)
    for (const id of [a.id, b.id])
      expect(table('investments').find(id)).toMatchObject({
        status: 'paid',
        payment_state: 'cash_call_received',
        paid_at: '2026-11-01T09:00:00.000000Z',
      })
    expect(notificationsOf(Number(b.user_id)).at(-1)!.data).toMatchObject({
      message: `Payment of £${Number(b.amount).toLocaleString('en-GB', { maximumFractionDigits: 2 })} received for ${opp.name}. Thank you.`,
      cta: '/investor/investments?tab=received',
      icon: PAYMENT_RECEIVED_ICON,
    })
    expect(publish).toHaveBeenCalledTimes(2)
  })

  it('422s one already paid or cancelled, and no ids; 403s a role without the grant', async () => {
    const { reserved } = liveWithReservations()
    const cancelled = await table('investments').update(reserved[1].id, { status: 'cancelled' })
    const staff = await as('superadmin@example.com')
    const res = await staff.post<Errors>('/api/investments/mark-paid', {
      ids: [reserved[0].id, cancelled.id],
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      'ids.1': [`Investment ${cancelled.payment_reference} is not awaiting payment.`],
    })
    expect(table('investments').find(reserved[0].id)!.status).toBe('reserved')
    const empty = await staff.post<Errors>('/api/investments/mark-paid', { ids: [] })
    expect(empty.body.errors).toEqual({ ids: ['The ids field is required.'] })
    const refused = await (
      await as('entrepreneur@example.com')
    ).post('/api/investments/mark-paid', {
      ids: [reserved[0].id],
    })
    expect(refused.status).toBe(403)
  })
})

describe('POST /api/investments/{id}/cancel', () => {
  it('cancels a reservation: raised_amount recomputed, investor told', async () => {
    const { opp, reserved } = liveWithReservations()
    const [a] = reserved
    const before = Number(table('investment-opportunities').find(opp.id)!.raised_amount)
    const staff = await as('superadmin@example.com')
    const res = await staff.post<{ data: Row }>(`/api/investments/${a.id}/cancel`)
    expect(res.status).toBe(200)
    expect(res.body.data.status).toBe('cancelled')
    const after = Number(table('investment-opportunities').find(opp.id)!.raised_amount)
    expect(after).toBeCloseTo(before - Number(a.amount), 2)
    expect(notificationsOf(Number(a.user_id)).at(-1)!.data.message).toMatch(
      new RegExp(`^Your reservation of £[\\d,.]+ in ${opp.name} has been cancelled\\.$`),
    )
    expect(publish).toHaveBeenCalledTimes(1)

    const again = await staff.post<Errors>(`/api/investments/${a.id}/cancel`)
    expect(again.status).toBe(422)
    expect(again.body.errors).toEqual({
      investment: ['Only a reserved or awaiting payment investment can be cancelled.'],
    })
  })

  it('403s a role without the grant and 404s a missing investment', async () => {
    const { reserved } = liveWithReservations()
    const refused = await (
      await as('manager@example.com')
    ).post(`/api/investments/${reserved[0].id}/cancel`)
    expect(refused.status).toBe(403)
    const missing = await (
      await as('superadmin@example.com')
    ).post('/api/investments/999999/cancel')
    expect(missing.status).toBe(404)
  })
})
