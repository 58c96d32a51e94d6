import { beforeEach, describe, expect, it } from 'vitest'
import { seedForTests } from '../testing/seed-snapshot'
import { Database, type Row } from '../db/db'
import type { Router } from '../http/router'
import { noRealtime, type MockHost } from '../http/host'
import { checkedClient } from '../testing/checked-client'
import { createRouter } from '.'
import {
  ALREADY_CLEANSED,
  NO_INVESTORS,
  NOT_AN_INVESTOR,
  SOUNDING_NOTICE,
} from './market-soundings'

type Page = { data: Row[]; total: number }
type List = { data: Row[] }
type Errors = { message: string; errors: Record<string, string[]> }

const ADMIN = 'superadmin@example.com'
const INVESTOR = 'investor@example.com'
const NEW_INVESTOR = 'newinvestor@example.com'
const NOW = '2026-11-01T09:00:00.000000Z'

let host: MockHost
let router: Router
let published: { channel: string; event: string; data: unknown }[]
const user = (email: string) => host.db.table('users').first((u) => u.email === email)!
const soundings = () => host.db.table('market-soundings')
const as = (email: string) => checkedClient(host, router, user(email).id)
const notificationsOf = (id: number) =>
  host.db.table('notifications').where((n) => n.notifiable_id === id)
const soundedOpportunity = () =>
  host.db.table('investment-opportunities').first((o) => o.market_sounding === 1)!

beforeEach(async () => {
  published = []
  host = {
    db: new Database(),
    realtime: {
      ...noRealtime,
      publish: (channel: string, event: string, data: unknown) => {
        published.push({ channel, event, data })
      },
    },
    pusher: { key: 'k', secret: 's' },
    now: () => new Date('2026-11-01T09:00:00.000Z'),
    reset: async () => {},
  }
  await seedForTests(host.db)
  router = createRouter()
})

const sendBody = (userIds: unknown) => ({
  investment_opportunity_id: soundedOpportunity().id,
  title: 'Series A: confidential',
  body: '<p>We plan to raise £2m.</p>',
  wording: '<p>You will become an insider.</p>',
  user_ids: userIds,
})

describe('the insider register: sounding several investors', () => {
  it('creates one sounding per investor in one batch, keeps the wording and tells each live', async () => {
    const ids = [user(INVESTOR).id, user(NEW_INVESTOR).id]
    const before = ids.map((id) => notificationsOf(id).length)
    const res = await (await as(ADMIN)).post<List>('/api/market-soundings/send', sendBody(ids))
    expect(res.status).toBe(201)
    const rows = res.body.data
    expect(rows.map((r) => r.user_id)).toEqual(ids)
    expect(rows.every((r) => r.batch_id === rows[0].id)).toBe(true)
    expect(rows[0]).toMatchObject({
      wording: '<p>You will become an insider.</p>',
      response: null,
      cleansed_at: null,
      agreed_at: null,
      declined_at: null,
      created_at: NOW,
    })
    ids.forEach((id, i) => {
      const mine = notificationsOf(id)
      expect(mine.length).toBe(before[i] + 1)
      expect(mine.at(-1)!.data).toMatchObject({
        // Not the opportunity: which company is raising is inside information until agreed.
        message: SOUNDING_NOTICE,
        cta: `/investor/investments/market-sounding/${rows[i].id}`,
        icon: 'market_sounding',
      })
      expect(published.some((p) => p.channel === `private-App.Models.User.${id}`)).toBe(true)
    })
    // The investor reads it as their own, and the register lists it by batch.
    const mine = await (await as(NEW_INVESTOR)).get<Page>('/api/market-soundings?filter[pending]=1')
    expect(mine.body.data.some((s) => s.id === rows[1].id)).toBe(true)
    const batch = await (
      await as(ADMIN)
    ).get<Page>(`/api/market-soundings?filter[batch_id]=${rows[0].id}&include=user`)
    expect(batch.body.total).toBe(2)
  })

  it('answers 422 with no investors, a staff member among them, or missing fields', async () => {
    const admin = await as(ADMIN)
    const none = await admin.post<Errors>('/api/market-soundings/send', sendBody([]))
    expect(none.status).toBe(422)
    expect(none.body.errors.user_ids).toEqual([NO_INVESTORS])
    const staff = await admin.post<Errors>(
      '/api/market-soundings/send',
      sendBody([user(INVESTOR).id, user(ADMIN).id]),
    )
    expect(staff.body.errors.user_ids).toEqual([NOT_AN_INVESTOR])
    const empty = await admin.post<Errors>('/api/market-soundings/send', { user_ids: [1] })
    expect(Object.keys(empty.body.errors).sort()).toEqual(
      ['body', 'investment_opportunity_id', 'title', 'user_ids'].sort(),
    )
    expect(empty.body.errors.body).toEqual(['The confidential information field is required.'])
    expect(empty.body.errors.investment_opportunity_id).toEqual([
      'The opportunity field is required.',
    ])
    expect(soundings().count()).toBe(3)
  })

  it('is for staff who may create investors; compliance staff may read the register', async () => {
    const body = sendBody([user(INVESTOR).id])
    expect(
      (await (await as('compliance@example.com')).post('/api/market-soundings/send', body)).status,
    ).toBe(403)
    expect((await (await as(INVESTOR)).post('/api/market-soundings/send', body)).status).toBe(403)
    const read = await (await as('compliance@example.com')).get<Page>('/api/market-soundings')
    expect(read.status).toBe(200)
    expect(read.body.total).toBe(3)
  })
})

describe('the insider register: cleansing', () => {
  it('cleanses every sounding of the batch at once, and only once', async () => {
    const admin = await as(ADMIN)
    const sent = await admin.post<List>(
      '/api/market-soundings/send',
      sendBody([user(INVESTOR).id, user(NEW_INVESTOR).id]),
    )
    const [first, second] = sent.body.data
    const res = await admin.post<List>(`/api/market-soundings/${second.id}/cleanse`)
    expect(res.status).toBe(200)
    expect(res.body.data.map((r) => r.id).sort()).toEqual([first.id, second.id].sort())
    expect(soundings().find(first.id as number)!.cleansed_at).toBe(NOW)
    // The seeded soundings, sent alone, are untouched.
    expect(soundings().where((s) => s.cleansed_at !== null).length).toBe(2)

    const again = await admin.post<Errors>(`/api/market-soundings/${first.id}/cleanse`)
    expect(again.status).toBe(422)
    expect(again.body.errors.cleansed_at).toEqual([ALREADY_CLEANSED])
    expect((await admin.post('/api/market-soundings/99999/cleanse')).status).toBe(404)
    const cleansed = await admin.get<Page>('/api/market-soundings?filter[cleansed]=1')
    expect(cleansed.body.total).toBe(2)
  })

  it('cleanses a sounding sent alone on its own; investors may not cleanse', async () => {
    const lone = soundings().first((s) => s.user_id === user(INVESTOR).id)!
    expect(
      (await (await as(INVESTOR)).post(`/api/market-soundings/${lone.id}/cleanse`)).status,
    ).toBe(403)
    const res = await (await as(ADMIN)).post<List>(`/api/market-soundings/${lone.id}/cleanse`)
    expect(res.body.data.map((r) => r.id)).toEqual([lone.id])
  })
})
