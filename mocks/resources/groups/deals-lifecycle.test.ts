import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Database, type Row } from '../../db/db'
import type { Router } from '../../http/router'
import type { MockHost } from '../../http/host'
import type { UserRow } from '../../http/context'
import { storeInvestment } from './deals-investment-logic'
import { PusherHub } from '../../realtime/pusher-hub'
import { BROADCAST_NOTIFICATION_EVENT, notificationsTable } from '../../host/notify'
import { checkedClient } from '../../testing/checked-client'
import { createRouter } from '../../handlers'
import { seedDatabase } from '../../seed'
import { OPPORTUNITY_STAGE_RANGES } from '../../../src/lib/investments/opportunity-status'
import { opportunityPath } from '../../../src/lib/navigation/paths'

type Page = { data: Row[] }
type One = { data: Row }

let host: MockHost
let hub: PusherHub
let router: Router
let seeded: Database

const userId = (email: string) =>
  host.db.table('users').first((u) => u.email === email)?.id as number
const opps = () => host.db.table('investment-opportunities')
const admin = () => checkedClient(host, router, userId('superadmin@example.com'))
const investorId = () => userId('investor@example.com')
const noticesOf = (user: number, icon: string) =>
  notificationsTable(host).where((n) => n.notifiable_id === user && n.data.icon === icon)
const setStatus = async (id: number, status: number) =>
  (await admin()).patch<One>(`/api/investment-opportunities/${id}`, { status })

beforeEach(async () => {
  if (!seeded) {
    seeded = new Database()
    await seedDatabase(seeded, 'normal')
  }
  hub = new PusherHub({ key: 'k', secret: 's' })
  const db = new Database()
  await db.restore(seeded.snapshot())
  host = {
    db,
    realtime: hub,
    pusher: { key: 'k', secret: 's' },
    now: () => new Date('2026-11-01T09:00:00.000Z'),
    reset: async () => {},
  }
  router ??= createRouter()
})

describe('an opportunity status change moves its stage by one rule', () => {
  it('keeps every seeded opportunity inside the stages its status allows', () => {
    for (const o of opps().all()) {
      const [lo, hi] = OPPORTUNITY_STAGE_RANGES[o.status as 1]
      expect(Number(o.stage), `opportunity ${o.id} status ${o.status}`).toBeGreaterThanOrEqual(lo)
      expect(Number(o.stage), `opportunity ${o.id} status ${o.status}`).toBeLessThanOrEqual(hi)
    }
  })

  it.each([
    ['a stage-1 draft going Live - External', 1, 1, 2, 2],
    ['a stage-1 draft going Live - Internal', 1, 1, 3, 2],
    ['a stage-3 live raise switching audience', 2, 3, 3, 3],
    ['a live raise closing', 2, 3, 4, 4],
    ['a live raise back to draft', 3, 3, 1, 2],
    ['a closed one completing', 4, 4, 5, 5],
    ['a completed one maturing', 5, 5, 6, 6],
  ])('%s', async (_name, from, stage, to, expected) => {
    const opp = opps().first((o) => o.status === from && o.stage === stage)!
    const res = await setStatus(opp.id, to)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ status: to, stage: expected })
    expect(opps().find(opp.id)).toMatchObject({ status: to, stage: expected })
  })

  it('refuses a status the lifecycle does not reach from where it is (422 on status)', async () => {
    const draft = opps().first((o) => o.status === 1)!
    const res = await setStatus(draft.id, 5)
    expect(res.status).toBe(422)
    expect((res.body as unknown as { errors: Record<string, string[]> }).errors.status).toEqual([
      'An opportunity cannot move from Draft to Completed.',
    ])
    expect(opps().find(draft.id)!.status).toBe(1)
  })

  it('leaves the stage alone when the status does not change', async () => {
    const opp = opps().first((o) => o.status === 2 && o.stage === 3)!
    const res = await (
      await admin()
    ).patch<One>(`/api/investment-opportunities/${opp.id}`, {
      stage: 4,
      summary: 'Now closing',
    })
    expect(res.body.data).toMatchObject({ status: 2, stage: 4 })
  })
})

describe('what investors see and are told', () => {
  it('shows a draft to every investor as soon as it goes Live - External', async () => {
    const draft = opps().first((o) => o.status === 1 && o.stage === 1)!
    const investor = await checkedClient(host, router, investorId())
    expect((await investor.get(`/api/investment-opportunities/${draft.id}`)).status).toBe(403)
    await setStatus(draft.id, 2)
    expect((await investor.get(`/api/investment-opportunities/${draft.id}`)).status).toBe(200)
    const list = await investor.get<Page>('/api/investment-opportunities?filter[status]=2,3')
    expect(list.body.data.map((o) => o.id)).toContain(draft.id)
  })

  it('tells invited investors, live, when it goes Live - Internal; not before', async () => {
    const draft = opps().first((o) => o.status === 1 && o.stage === 1)!
    const me = investorId()
    const publish = vi.spyOn(hub, 'publish')
    const invite = await (
      await admin()
    ).post<One>('/api/invitations', {
      email: 'investor@example.com',
      investment_opportunity_id: draft.id,
    })
    expect(invite.status).toBe(201)
    expect(noticesOf(me, 'investment_opportunity_invited')).toHaveLength(0)
    await setStatus(draft.id, 3)
    const told = noticesOf(me, 'investment_opportunity_invited')
    expect(told).toHaveLength(1)
    expect(told[0].data).toEqual({
      message: `You have been invited to view ${String(draft.name)}`,
      cta: `/investor/investments/${String(draft.slug)}`,
      icon: 'investment_opportunity_invited',
    })
    expect(publish).toHaveBeenCalledWith(
      `private-App.Models.User.${me}`,
      BROADCAST_NOTIFICATION_EVENT,
      expect.objectContaining({ icon: 'investment_opportunity_invited' }),
    )
    const investor = await checkedClient(host, router, me)
    expect((await investor.get(`/api/investment-opportunities/${draft.id}`)).status).toBe(200)
  })

  it('tells an investor invited while it is already Live - Internal at once', async () => {
    const internal = opps().first((o) => o.status === 3)!
    const other = userId('newinvestor@example.com')
    await (
      await admin()
    ).post('/api/invitations', {
      email: 'newinvestor@example.com',
      investment_opportunity_id: internal.id,
    })
    expect(noticesOf(other, 'investment_opportunity_invited')).toHaveLength(1)
  })

  it('completes paid investments and tells each investor once when it is Completed', async () => {
    const closed = opps().first(
      (o) =>
        o.status === 4 &&
        host.db
          .table('investments')
          .where((i) => i.investment_opportunity_id === o.id)
          .some((i) => i.status === 'paid'),
    )!
    const before = host.db
      .table('investments')
      .where((i) => i.investment_opportunity_id === closed.id)
    const publish = vi.spyOn(hub, 'publish')
    await setStatus(closed.id, 5)
    for (const i of before) {
      const now = host.db.table('investments').find(i.id)!
      if (i.status === 'paid') {
        expect(now.status).toBe('completed')
        expect(now.completed_at).toBeTruthy()
      } else expect(now.status).toBe(i.status)
    }
    const investors = new Set(before.filter((i) => i.status !== 'cancelled').map((i) => i.user_id))
    for (const user of investors) {
      const told = noticesOf(user as number, 'investment_opportunity_transition_existing')
      expect(told).toHaveLength(1)
      expect(told[0].data).toMatchObject({
        message: `${String(closed.name)} is now an existing investment in your portfolio`,
        cta: `/investor/portfolio/${closed.id}`,
      })
    }
    expect(publish).toHaveBeenCalledTimes(investors.size)
  })
})

describe('admin links to an opportunity go through opportunityPath', () => {
  it('search hits open the screen its stage says', async () => {
    const existing = opps().first((o) => o.stage === 5)!
    const res = await (
      await admin()
    ).get<{ data: { type: string; id: number; url: string }[] }>(
      `/api/search?q=${encodeURIComponent(String(existing.name))}`,
    )
    const hit = res.body.data.find((h) => h.id === existing.id && h.url.includes('/investments/'))
    expect(hit?.url).toBe(opportunityPath(existing.id, 5))
  })

  it("staff are told of a reservation with a link to the opportunity's transactions", async () => {
    const live = opps().first((o) => o.status === 2 && o.stage === 3)!
    const investor = host.db.table<UserRow>('users').find(investorId())!
    await storeInvestment(
      host,
      { investment_opportunity_id: live.id, user_id: investor.id, amount: 5000 },
      investor,
    )
    const staff = notificationsTable(host).first(
      (n) => n.data.icon === 'investment_opportunity_invested',
    )
    expect(staff?.data.cta).toBe(`/admin/investments/opportunities/${live.id}/transactions`)
    expect(staff?.data.cta).toBe(opportunityPath(live.id, 3, 'transactions'))
  })
})
