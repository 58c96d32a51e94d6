import { beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { Router } from '../http/router'
import type { MockHost } from '../http/host'
import { checkedClient } from '../testing/checked-client'
import { ALREADY_RESPONDED } from './market-soundings'
import {
  WITHHELD_TITLE,
  ALREADY_AGREED,
  ALREADY_DECLINED,
  DECLINED_NO_RESPONSE,
  NOT_AGREED,
} from './market-soundings-consent'
import { seededHost } from '../testing/seeded-host'

type Page = { data: Row[]; total: number }
type One = { data: Row }
type Errors = { message: string; errors: Record<string, string[]> }

const INVESTOR = 'investor@example.com'
const NEW_INVESTOR = 'newinvestor@example.com'
const NOW = '2026-11-01T09:00:00.000000Z'

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
  it('seeds one unopened and one answered for the demo investor, one agreed for the new investor', () => {
    const of = (email: string) => soundings().where((s) => s.user_id === user(email).id)
    expect(
      of(INVESTOR)
        .map((s) => s.response)
        .sort(),
    ).toEqual(['finance', null])
    expect(of(NEW_INVESTOR).map((s) => s.response)).toEqual([null])
    const unopened = of(INVESTOR).find((s) => s.response === null)!
    expect([unopened.agreed_at, unopened.declined_at]).toEqual([null, null])
    expect(of(NEW_INVESTOR)[0].agreed_at).toEqual(expect.any(String))
    expect(user(INVESTOR).is_market_sounding_insider).toBe(1)
    expect(user(NEW_INVESTOR).is_market_sounding_insider).toBe(1)
  })

  it('seeds every answer after its agreement, every agreement after sending, none declined and agreed', () => {
    for (const s of soundings().all()) {
      expect(s.agreed_at === null || s.declined_at === null).toBe(true)
      if (s.agreed_at) expect(String(s.agreed_at) >= String(s.created_at)).toBe(true)
      if (s.response !== null) {
        expect(s.agreed_at).not.toBeNull()
        expect(String(s.responded_at) > String(s.agreed_at)).toBe(true)
      }
    }
  })

  it("shows an investor only their own, the opportunity's name once agreed; staff see all", async () => {
    const me = user(INVESTOR).id
    const mine = await (
      await as(INVESTOR)
    ).get<Page>('/api/market-soundings?append=opportunity_name&per_page=100')
    expect(mine.status).toBe(200)
    expect(mine.body.data.length).toBe(2)
    expect(mine.body.data.every((s) => s.user_id === me)).toBe(true)
    // Named once they agreed to receive it (the seed's answered one), not before.
    expect(mine.body.data.map((s) => typeof s.opportunity_name).sort()).toEqual([
      'object',
      'string',
    ])
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

describe('agreeing to receive a market sounding', () => {
  const unopened = () =>
    soundings().first((s) => s.user_id === user(INVESTOR).id && s.response === null)!
  const decide = async (id: number, decision: string, email = INVESTOR) =>
    (await as(email)).post<One & Errors>(`/api/market-soundings/${id}/decision`, { decision })
  const show = async (id: number, email = INVESTOR) =>
    (await as(email)).get<One>(`/api/market-soundings/${id}`)

  it('withholds the confidential text from the investor until they agree; staff read it', async () => {
    const { id } = unopened()
    const before = await show(id)
    expect(before.status).toBe(200)
    const named = await (
      await as(INVESTOR)
    ).get<One>(`/api/market-soundings/${id}?append=opportunity_name`)
    expect(named.body.data).toMatchObject({ body: null, opportunity_name: null })
    expect(before.body.data).toMatchObject({ body: null, agreed_at: null, declined_at: null })
    // The stored title names the company, which is itself inside information.
    expect(before.body.data.title).toBe(WITHHELD_TITLE)
    const withCompany = await (
      await as(INVESTOR)
    ).get<One>(`/api/market-soundings/${id}?include=investmentOpportunity`)
    expect(withCompany.body.data.investment_opportunity ?? null).toBeNull()
    expect(before.body.data.wording).toMatch(/you become an insider/)
    const list = await (await as(INVESTOR)).get<Page>('/api/market-soundings?per_page=100')
    expect(list.body.data.find((s) => s.id === id)!.body).toBeNull()
    // The one they agreed to and answered still reads whole.
    expect(list.body.data.find((s) => s.response === 'finance')!.body).toMatch(/<p>/)
    expect((await show(id, 'superadmin@example.com')).body.data.body).toMatch(/confidential/)
    const register = await (
      await as('superadmin@example.com')
    ).get<Page>('/api/market-soundings?per_page=100')
    expect(register.body.data.find((s) => s.id === id)!.body).toMatch(/confidential/)

    const agreed = await decide(id, 'agreed')
    expect(agreed.status).toBe(200)
    expect(agreed.body.data).toMatchObject({ agreed_at: NOW, declined_at: null })
    expect(agreed.body.data.body).toMatch(/confidential/)
    expect(agreed.body.data.title).not.toBe(WITHHELD_TITLE)
    expect((await show(id)).body.data.body).toMatch(/confidential/)
    const opened = await (
      await as(INVESTOR)
    ).get<One>(`/api/market-soundings/${id}?append=opportunity_name`)
    expect(opened.body.data.opportunity_name).toEqual(expect.any(String))
  })

  it('refuses an answer before agreement, then takes it after', async () => {
    const { id } = unopened()
    const url = `/api/market-soundings/${id}/respond`
    const early = await (await as(INVESTOR)).post<Errors>(url, { response: 'finance' })
    expect(early.status).toBe(422)
    expect(early.body).toEqual({ message: NOT_AGREED, errors: { response: [NOT_AGREED] } })
    expect(soundings().find(id)!.response).toBeNull()

    await decide(id, 'agreed')
    const answered = await (await as(INVESTOR)).post<One>(url, { response: 'no_finance' })
    expect(answered.status).toBe(200)
    expect(answered.body.data).toMatchObject({ response: 'no_finance', agreed_at: NOW })
  })

  it('records a refusal with its time, then serves no text and takes no answer', async () => {
    const { id } = unopened()
    const declined = await decide(id, 'declined')
    expect(declined.status).toBe(200)
    expect(declined.body.data).toMatchObject({ declined_at: NOW, agreed_at: null, body: null })
    expect((await show(id)).body.data.body).toBeNull()
    const answer = await (
      await as(INVESTOR)
    ).post<Errors>(`/api/market-soundings/${id}/respond`, { response: 'finance' })
    expect(answer.status).toBe(422)
    expect(answer.body.errors.response).toEqual([DECLINED_NO_RESPONSE])
  })

  it('keeps the first decision: the same again changes nothing, the other is refused', async () => {
    const { id } = unopened()
    await decide(id, 'declined')
    host.now = () => new Date('2026-11-02T10:00:00Z')
    const again = await decide(id, 'declined')
    expect(again.status).toBe(200)
    expect(again.body.data.declined_at).toBe(NOW)
    const change = await decide(id, 'agreed')
    expect(change.status).toBe(422)
    expect(change.body.errors.decision).toEqual([ALREADY_DECLINED])
    expect(soundings().find(id)).toMatchObject({ agreed_at: null, declined_at: NOW })

    const agreed = soundings().first((s) => s.user_id === user(NEW_INVESTOR).id)!
    const undo = await decide(agreed.id, 'declined', NEW_INVESTOR)
    expect(undo.status).toBe(422)
    expect(undo.body.errors.decision).toEqual([ALREADY_AGREED])
    expect(soundings().find(agreed.id)!.declined_at).toBeNull()
  })

  it('tells staff of the decision and makes the agreeing investor an insider', async () => {
    const admin = user('superadmin@example.com')
    const before = notificationsOf(admin.id).length
    const { id } = unopened()
    await decide(id, 'agreed')
    const sent = notificationsOf(admin.id)
    expect(sent.length).toBe(before + 1)
    expect(sent.at(-1)!.data).toMatchObject({
      message: expect.stringMatching(/agreed to receive the market sounding for .+$/),
      cta: '/admin/insider-register',
    })
  })

  it('refuses an invalid decision, anyone but the sounded investor, and an unknown sounding', async () => {
    const { id } = unopened()
    const bad = await decide(id, 'maybe')
    expect(bad.status).toBe(422)
    expect(bad.body.errors.decision).toEqual(['The selected decision is invalid.'])
    expect((await decide(id, 'agreed', NEW_INVESTOR)).status).toBe(403)
    expect((await decide(id, 'agreed', 'superadmin@example.com')).status).toBe(403)
    expect((await decide(99999, 'agreed')).status).toBe(404)
    expect(soundings().find(id)).toMatchObject({ agreed_at: null, declined_at: null })
  })
})
