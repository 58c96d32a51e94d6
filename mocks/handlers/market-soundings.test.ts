import { beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { Router } from '../http/router'
import type { MockHost } from '../http/host'
import { checkedClient } from '../testing/checked-client'
import { ALREADY_RESPONDED } from './market-soundings'
import { seededHost } from '../testing/seeded-host'

type Page = { data: Row[]; total: number }
type One = { data: Row }
type Errors = { message: string; errors: Record<string, string[]> }

const INVESTOR = 'investor@example.com'
const NEW_INVESTOR = 'newinvestor@example.com'

let host: MockHost
let router: Router
const user = (email: string) => host.db.table('users').first((u) => u.email === email)!
const soundings = () => host.db.table('market-soundings')
const as = (email: string) => checkedClient(host, router, user(email).id)
const notificationsOf = (id: number) =>
  host.db.table('notifications').where((n) => n.notifiable_id === id)

beforeEach(async () => {
  ;({ host, router } = await seededHost())
})

describe('market soundings', () => {
  it('seeds one unanswered and one answered for the demo investor, one for the new investor', () => {
    const of = (email: string) => soundings().where((s) => s.user_id === user(email).id)
    expect(
      of(INVESTOR)
        .map((s) => s.response)
        .sort(),
    ).toEqual(['finance', null])
    expect(of(NEW_INVESTOR).map((s) => s.response)).toEqual([null])
    expect(user(INVESTOR).is_market_sounding_insider).toBe(1)
    expect(user(NEW_INVESTOR).is_market_sounding_insider).toBe(0)
  })

  it("shows an investor only their own, with the opportunity's name; staff see all", async () => {
    const me = user(INVESTOR).id
    const mine = await (
      await as(INVESTOR)
    ).get<Page>('/api/market-soundings?append=opportunity_name&per_page=100')
    expect(mine.status).toBe(200)
    expect(mine.body.data.length).toBe(2)
    expect(mine.body.data.every((s) => s.user_id === me)).toBe(true)
    expect(mine.body.data.every((s) => typeof s.opportunity_name === 'string')).toBe(true)
    const pending = await (await as(INVESTOR)).get<Page>('/api/market-soundings?filter[pending]=1')
    expect(pending.body.data.map((s) => s.response)).toEqual([null])

    const theirs = soundings().first((s) => s.user_id === user(NEW_INVESTOR).id)!
    expect((await (await as(INVESTOR)).get(`/api/market-soundings/${theirs.id}`)).status).toBe(403)
    const staff = await (await as('superadmin@example.com')).get<Page>('/api/market-soundings')
    expect(staff.body.total).toBe(soundings().count())
    // The insider register reads them for whoever may list investors (the creator among them).
    expect((await (await as('creator@example.com')).get('/api/market-soundings')).status).toBe(200)
  })

  it('records a response once, makes the investor an insider and tells staff', async () => {
    const newcomer = user(NEW_INVESTOR)
    const sounding = soundings().first((s) => s.user_id === newcomer.id)!
    const admin = user('superadmin@example.com')
    const before = notificationsOf(admin.id).length
    const client = await as(NEW_INVESTOR)

    const res = await client.post<One>(`/api/market-soundings/${sounding.id}/respond`, {
      response: 'not_interested',
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      response: 'not_interested',
      responded_at: '2026-11-01T09:00:00.000000Z',
    })
    expect(user(NEW_INVESTOR).is_market_sounding_insider).toBe(1)
    const sent = notificationsOf(admin.id)
    expect(sent.length).toBe(before + 1)
    expect(sent.at(-1)!.data).toMatchObject({
      message: expect.stringMatching(/responded to the market sounding for .+: Not Interested$/),
      cta: '/admin/insider-register',
    })

    const again = await client.post<Errors>(`/api/market-soundings/${sounding.id}/respond`, {
      response: 'finance',
    })
    expect(again.status).toBe(422)
    expect(again.body.errors.response).toEqual([ALREADY_RESPONDED])
    expect(soundings().find(sounding.id)!.response).toBe('not_interested')
  })

  it('refuses an invalid response, and anyone but the sounded investor', async () => {
    const sounding = soundings().first((s) => s.user_id === user(NEW_INVESTOR).id)!
    const url = `/api/market-soundings/${sounding.id}/respond`
    const bad = await (await as(NEW_INVESTOR)).post<Errors>(url, { response: 'maybe' })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.response).toEqual(['The selected response is invalid.'])
    const missing = await (await as(NEW_INVESTOR)).post<Errors>(url, {})
    expect(missing.body.errors.response).toEqual(['The response field is required.'])
    expect((await (await as(INVESTOR)).post(url, { response: 'finance' })).status).toBe(403)
    const staff = await as('superadmin@example.com')
    expect((await staff.post(url, { response: 'finance' })).status).toBe(403)
    expect((await staff.post('/api/market-soundings/99999/respond', {})).status).toBe(404)
    expect(soundings().find(sounding.id)!.response).toBeNull()
  })
})
