import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../../db/db'
import type { Router } from '../../http/router'
import type { MockHost } from '../../http/host'
import { checkedClient } from '../../testing/checked-client'
import { dealsResources } from './deals'
import { seededHost } from '../../testing/seeded-host'
import { placementBody } from '../../testing/placement'

type Page = { data: Row[]; total: number }
type One = { data: Row }
type Errors = { message: string; errors: Record<string, string[]> }

let host: MockHost
let router: Router
const userId = (email: string) =>
  host.db.table('users').first((u) => u.email === email)?.id as number
const opps = () => host.db.table('investment-opportunities')

const as = (id: number) => checkedClient(host, router, id)

beforeAll(async () => {
  ;({ host, router } = await seededHost())
})

describe('deals seed', () => {
  const values = (table: string, column: string, rows = host.db.table(table).all()) =>
    new Set(rows.map((r) => r[column]))

  it('covers every stage, status, payment state and choice code', () => {
    expect(values('investment-opportunities', 'stage')).toEqual(new Set([1, 2, 3, 4, 5, 6]))
    expect(values('investment-opportunities', 'status')).toEqual(new Set([1, 2, 3, 4, 5, 6]))
    const statuses = ['reserved', 'awaiting_payment', 'paid', 'cancelled', 'completed']
    const states = ['reserve', 'reserved', 'cash_call_awaiting', 'cash_call_received']
    expect(values('investments', 'status')).toEqual(new Set(statuses))
    expect(values('investments', 'payment_state')).toEqual(new Set(states))
    const mine = host.db
      .table('investments')
      .where((i) => i.user_id === userId('investor@example.com'))
    expect(values('investments', 'status', mine)).toEqual(new Set(statuses))
    expect(values('investments', 'payment_state', mine)).toEqual(new Set(states))
    expect(values('investments', 'investor_type', mine).size).toBe(4)
    expect(values('pre-emption-choices', 'choice')).toEqual(new Set([1, 2, 3, 4, 5, 6]))
    expect(values('pipeline-deals', 'status')).toEqual(new Set(['open', 'won', 'lost']))
    expect(host.db.table('investments').count()).toBeGreaterThan(500)
  })

  it('keeps raised_amount equal to the non-cancelled investments and every column present', () => {
    for (const o of opps().all()) {
      const sum = host.db
        .table('investments')
        .where((i) => i.investment_opportunity_id === o.id && i.status !== 'cancelled')
        .reduce((s, i) => s + Number(i.amount), 0)
      expect(o.raised_amount).toBeCloseTo(sum, 2)
    }
    for (const def of dealsResources) {
      for (const row of host.db.table(def.family).all()) {
        for (const f of def.fields) expect(row, `${def.family} ${row.id} ${f}`).toHaveProperty(f)
      }
    }
  })
})

describe('opportunities through the routes', () => {
  it('lists for staff with filters, includes and appends', async () => {
    const admin = await as(userId('superadmin@example.com'))
    const res = await admin.get<Page>(
      '/api/investment-opportunities?filter[status]=2&include=industry,keyPoints,teamImages,investmentsCount&append=percentage_raised,days_left&sort=-raised_amount',
    )
    expect(res.status).toBe(200)
    expect(res.body.data.every((o) => o.status === 2)).toBe(true)
    expect(res.body.data[0]).toHaveProperty('key_points')
    expect(res.body.data[0]).toHaveProperty('investments_count')
    const existing = await admin.get<Page>(
      '/api/investment-opportunities?type=existing&per_page=100',
    )
    expect(existing.body.data.every((o) => Number(o.stage) >= 5)).toBe(true)
  })

  it('shows investors live-external, invited live-internal and held ones only', async () => {
    const me = userId('investor@example.com')
    const investor = await as(me)
    const res = await investor.get<Page>(
      '/api/investment-opportunities?per_page=100&include=publicDocuments',
    )
    const invited = new Set(
      host.db
        .table('invitations')
        .where((i) => i.user_id === me)
        .map((i) => i.investment_opportunity_id),
    )
    const held = new Set(
      host.db
        .table('investments')
        .where((i) => i.user_id === me)
        .map((i) => i.investment_opportunity_id),
    )
    expect(res.body.data.length).toBeGreaterThan(10)
    for (const o of res.body.data) {
      expect(o.status === 2 || (o.status === 3 && invited.has(o.id)) || held.has(o.id)).toBe(true)
      expect(o).not.toHaveProperty('created_by')
    }
    const hidden = opps().first((o) => o.status === 3 && !invited.has(o.id) && !held.has(o.id))!
    expect((await investor.get(`/api/investment-opportunities/${hidden.id}`)).status).toBe(403)
    expect((await investor.get('/api/pipeline-deals')).status).toBe(403)
  })

  it('clones an opportunity as a draft copy', async () => {
    const source = opps().first((o) => o.status === 2)!
    const res = await (
      await as(userId('superadmin@example.com'))
    ).post<One>(`/api/investment-opportunities/${source.id}/clone`)
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      name: `Copy of ${source.name}`,
      status: 1,
      stage: 1,
      raised_amount: 0,
    })
    expect(res.body.data.slug).not.toBe(source.slug)
    const investor = await as(userId('investor@example.com'))
    expect((await investor.post(`/api/investment-opportunities/${source.id}/clone`)).status).toBe(
      403,
    )
  })
})

describe('investing', () => {
  const live = () => opps().first((o) => o.status === 2 && o.maximum_investment !== null)!

  it("refuses what the opportunity's limits do not allow, with Laravel's messages", async () => {
    const investor = await as(userId('investor@example.com'))
    const o = live()
    const low = await investor.post<Errors>('/api/investments', {
      investment_opportunity_id: o.id,
      amount: Number(o.minimum_investment) - Number(o.investment_increment),
    })
    expect(low.status).toBe(422)
    expect(low.body.errors.amount).toEqual([
      `The amount field must be at least ${o.minimum_investment}.`,
    ])
    const odd = await investor.post<Errors>('/api/investments', {
      investment_opportunity_id: o.id,
      amount: Number(o.minimum_investment) + 1,
    })
    expect(odd.body.errors.amount).toEqual([
      `The amount field must be a multiple of ${o.investment_increment}.`,
    ])
    const draft = opps().first((d) => d.status === 1)!
    const closed = await investor.post<Errors>('/api/investments', {
      investment_opportunity_id: draft.id,
      amount: 5000,
    })
    expect(closed.body.errors.investment_opportunity_id).toEqual([
      'The selected investment opportunity id is invalid.',
    ])
  })

  it('reserves for the investor, moves raised_amount and notifies staff', async () => {
    const me = userId('investor@example.com')
    const investor = await as(me)
    const o = live()
    const before = Number(o.raised_amount)
    const notes = host.db.table('notifications').count()
    const amount = Number(o.minimum_investment)
    const res = await investor.post<One>(
      '/api/investments',
      placementBody(host.db, o, amount, { user_id: 1, status: 'paid' }),
    )
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      user_id: me,
      status: 'reserved',
      payment_state: 'reserved',
      amount,
    })
    expect(String(res.body.data.payment_reference)).toMatch(/^ABC-INV-\d{5}$/)
    expect(opps().find(o.id)!.raised_amount).toBeCloseTo(before + amount, 2)
    const sent = host.db.table('notifications').all().slice(notes)
    expect(sent.length).toBeGreaterThan(0)
    expect(sent[0].data).toMatchObject({ icon: 'investment_opportunity_invested' })

    const mine = await investor.get<Page>('/api/investments/user?per_page=100')
    expect(mine.body.data.every((i) => i.user_id === me && i.investment_opportunity)).toBe(true)
    const stripe = await investor.post<{ data: { client_secret: string; status: string } }>(
      `/api/investments/${res.body.data.id}/stripe`,
    )
    expect(stripe.body.data.status).toBe('requires_payment_method')
    expect(host.db.table('investments').find(res.body.data.id as number)!.status).toBe('reserved')
  })

  it('serves the follow-on, pension, manual and investor-list routes', async () => {
    const me = userId('investor@example.com')
    const investor = await as(me)
    const admin = await as(userId('superadmin@example.com'))
    const held = host.db.table('investments').first((i) => i.user_id === me && i.status === 'paid')!
    const o = opps().find(held.investment_opportunity_id as number)!
    const follow = await investor.post<One>('/api/investments/subsequent', {
      investment_opportunity_id: o.id,
      amount: o.minimum_investment,
    })
    expect([201, 422]).toContain(follow.status)
    if (follow.status === 201) expect(follow.body.data.is_subsequent).toBe(1)
    const pension = await investor.post<Errors>('/api/investments/pension', {
      investment_opportunity_id: live().id,
      amount: live().minimum_investment,
    })
    expect(pension.body.errors.pension_provider).toEqual([
      'The pension provider field is required.',
    ])
    expect(
      (
        await investor.post('/api/investments/manual', {
          user_id: me,
          investment_opportunity_id: o.id,
          amount: 10,
        })
      ).status,
    ).toBe(403)
    const manual = await admin.post<One>('/api/investments/manual', {
      user_id: me,
      investment_opportunity_id: o.id,
      amount: 1234.5,
      status: 'paid',
    })
    expect(manual.status).toBe(201)
    expect(manual.body.data).toMatchObject({
      created_by: userId('superadmin@example.com'),
      payment_state: 'cash_call_received',
    })
    const list = await admin.get<Page>(
      `/api/investments/investors?investment_opportunity_id=${o.id}`,
    )
    expect(list.body.data.some((r) => r.id === me)).toBe(true)
    expect((await admin.get('/api/investments/investors')).status).toBe(422)
    expect(
      (await investor.get(`/api/investments/investors?investment_opportunity_id=${o.id}`)).status,
    ).toBe(403)
  })

  it('takes profile payments and pre-emption answers', async () => {
    const me = userId('investor@example.com')
    const investor = await as(me)
    expect((await investor.post('/api/subscription-payment', { plan: 'annual' })).status).toBe(201)
    expect(
      (await investor.post('/api/single-payment', { amount: 49, description: 'Certificate' }))
        .status,
    ).toBe(201)
    expect((await investor.post('/api/subscription-payment', { plan: 'weekly' })).status).toBe(422)
    const choices = host.db.table('pre-emption-choices')
    const open = host.db
      .table('pre-emption-options')
      .first(
        (o) =>
          o.user_id === me &&
          o.status === 'open' &&
          !choices.first((c) => c.pre_emption_option_id === o.id),
      )!
    const made = await investor.post<One>('/api/pre-emption-choices', {
      pre_emption_option_id: open.id,
      choice: 3,
      amount: 5000,
    })
    expect(made.status).toBe(201)
    expect(made.body.data.user_id).toBe(me)
    const other = host.db.table('pre-emption-options').first((o) => o.user_id !== me)!
    expect(
      (
        await investor.post('/api/pre-emption-choices', {
          pre_emption_option_id: other.id,
          choice: 2,
        })
      ).status,
    ).toBe(403)
    const own = await investor.get<Page>('/api/pre-emption-options?per_page=100')
    expect(own.body.data.every((o) => o.user_id === me)).toBe(true)
  })
})
