import { beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { MockHost } from '../http/host'
import type { Router } from '../http/router'
import { checkedClient } from '../testing/checked-client'
import { createTestClient } from '../testing/client'
import { seededHost } from '../testing/seeded-host'
import { DEMO_INVESTOR } from '../seed/people/users'
import { SEEDED_FAILED, SEEDED_REFERRED, seededMatch } from '../seed/people/screenings'
import { flagColumns } from '../../src/lib/settings/flag-names'
import type { EvidenceItem } from '../resources/groups/compliance-evidence'
import { investorRefusal } from './investments-eligibility'
import { NOT_REFERRED } from './user-screening'

type Errors = { message: string; errors: Record<string, string[]> }
interface Screening {
  status: string
  result: string | null
  reference: string
  matches: { list: string; matched_name: string; score: number }[]
  requested_by: { name: string } | null
  decided_by: { name: string } | null
  decision_reason: string | null
}

const STILL_CHECKING =
  'We are still checking your identity. You can invest once our checks are complete.'
const NOT_COMPLETED =
  'We could not complete our identity checks, so you cannot invest. Please contact us.'
const REASON = 'Date of birth and nationality differ from the listed person; not a match.'

let host: MockHost
let router: Router
const users = () => host.db.table('users')
const idOf = (email: string) => users().first((u) => u.email === email)!.id
const as = (email: string) => checkedClient(host, router, idOf(email))
const screening = (on: boolean) =>
  host.db.table('branding').update(1, flagColumns({ user_screening_enabled: on }))
const refusal = (id: number) => investorRefusal(host.db, users().find(id) as never, host.now())
const checks = async (id: number) =>
  (
    await (
      await as('compliance@example.com')
    ).get<{ data: Screening[] }>(`/api/users/${id}/screening`)
  ).body.data
const evidence = async (id: number) =>
  (
    await (
      await as('superadmin@example.com')
    ).get<{ data: EvidenceItem[] }>(`/api/users/${id}/compliance-evidence`)
  ).body.data
const decide = (id: number) => `/api/users/${id}/screening/decision`

beforeEach(async () => {
  ;({ host, router } = await seededHost())
})

describe('user screening: the flag off', () => {
  it('403 on every route; investing is as before, whatever was screened', async () => {
    const staff = await as('superadmin@example.com')
    const referred = idOf(SEEDED_REFERRED.email)
    for (const res of [
      await staff.get<Errors>(`/api/users/${referred}/screening`),
      await staff.post<Errors>(`/api/users/${referred}/screening`),
      await staff.post<Errors>(decide(referred), { decision: 'clear', reason: REASON }),
    ]) {
      expect(res.status).toBe(403)
      expect(res.body.message).toBe('User screening is not enabled on this platform.')
    }
    expect(refusal(referred)).toBeNull()
  })

  it('does not screen a new investor', async () => {
    const res = await (
      await as('superadmin@example.com')
    ).post('/api/auth/manual-register', {
      name: 'Viktor',
      surname: 'Orlov',
      email: 'v.orlov@example.org',
    })
    expect(res.status).toBe(201)
    expect(users().find(idOf('v.orlov@example.org'))!.screening_status ?? null).toBeNull()
  })
})

describe('user screening: the flag on', () => {
  beforeEach(() => screening(true))

  it('seeds a referral awaiting review, a failure and clears; lists the referral for staff', async () => {
    const referred = await checks(idOf(SEEDED_REFERRED.email))
    const { list, matched_name, score } = seededMatch('refer')
    expect(referred[0]).toMatchObject({
      status: 'refer',
      result: 'refer',
      matches: [{ list, matched_name, score }],
      requested_by: null,
      decided_by: null,
    })
    expect((await checks(idOf(SEEDED_FAILED.email)))[0]).toMatchObject({ status: 'fail' })
    expect((await checks(DEMO_INVESTOR))[0]).toMatchObject({ status: 'clear', matches: [] })
    const listed = await (
      await as('compliance@example.com')
    ).get<{ data: Row[] }>('/api/users?filter[screening_status]=refer')
    expect(listed.body.data.map((u) => u.email)).toEqual([SEEDED_REFERRED.email])
  })

  it('refuses a referred or failed investor (422 on screening); a clear one invests', async () => {
    expect(refusal(idOf(SEEDED_REFERRED.email))).toEqual({
      errors: { screening: [STILL_CHECKING] },
    })
    expect(refusal(idOf(SEEDED_FAILED.email))).toEqual({ errors: { screening: [NOT_COMPLETED] } })
    expect(refusal(DEMO_INVESTOR)).toBeNull()
  })

  it('screens every new investor: a name on the sanctions list refers, others clear', async () => {
    const staff = await as('compliance@example.com')
    const register = (name: string, surname: string, email: string) =>
      as('superadmin@example.com').then((s) =>
        s.post('/api/auth/manual-register', { name, surname, email }),
      )
    expect((await register('Viktor', 'Orlov', 'v.orlov@example.org')).status).toBe(201)
    expect((await register('Ada', 'Byron', 'ada@example.org')).status).toBe(201)
    const orlov = idOf('v.orlov@example.org')
    expect(users().find(orlov)!.screening_status).toBe('refer')
    expect(users().find(idOf('ada@example.org'))!.screening_status).toBe('clear')
    // Registering on /register: asked by the platform.
    const guest = createTestClient(host, router)
    await guest.get('/sanctum/csrf-cookie')
    const reg = await guest.post('/register', {
      name: 'Marta',
      surname: 'Kessler',
      email: 'marta@example.org',
      password: 'correct-horse',
      password_confirmation: 'correct-horse',
      terms: true,
    })
    expect(reg.status).toBe(201)
    expect(users().find(idOf('marta@example.org'))!.screening_status).toBe('fail')
    const [latest] = await checks(orlov)
    expect(latest.requested_by?.name).toBe('Alex Morgan')
    const item = (await evidence(orlov)).find((e) => e.event === 'screening_completed')!
    expect(item.actor?.name).toBe('Alex Morgan')
    expect(item.details).toContainEqual({ label: 'Reference', value: latest.reference })
    // Run again from the record: a new check that counts.
    const again = await staff.post<{ data: Screening }>(`/api/users/${orlov}/screening`)
    expect(again.status).toBe(201)
    expect(again.body.data).toMatchObject({
      status: 'refer',
      requested_by: { name: 'Fiona Campbell' },
    })
  })

  it('403 for roles without compliance update; 422s for the decision, the reason, a non-referral', async () => {
    const referred = idOf(SEEDED_REFERRED.email)
    for (const email of ['adviser@example.com', 'manager@example.com', SEEDED_REFERRED.email]) {
      const res = await (
        await as(email)
      ).post(decide(referred), { decision: 'clear', reason: REASON })
      expect(res.status, email).toBe(403)
    }
    const staff = await as('compliance@example.com')
    const none = await staff.post<Errors>(decide(referred), {})
    expect(none.body.errors).toEqual({
      decision: ['The decision field is required.'],
      reason: ['The reason field is required.'],
    })
    const bad = await staff.post<Errors>(decide(referred), { decision: 'maybe', reason: REASON })
    expect(bad.body.errors).toEqual({ decision: ['The selected decision is invalid.'] })
    const clear = await staff.post<Errors>(decide(DEMO_INVESTOR), {
      decision: 'clear',
      reason: REASON,
    })
    expect(clear.status).toBe(422)
    expect(clear.body.errors).toEqual({ decision: [NOT_REFERRED] })
  })

  it('clears a referral with a reason: investing opens, the investor is told, the evidence says who and why', async () => {
    const referred = idOf(SEEDED_REFERRED.email)
    const res = await (
      await as('compliance@example.com')
    ).post<{ data: Screening }>(decide(referred), { decision: 'clear', reason: REASON })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      status: 'clear',
      result: 'refer',
      decided_by: { name: 'Fiona Campbell' },
      decision_reason: REASON,
    })
    expect(refusal(referred)).toBeNull()
    const notes = host.db.table('notifications').where((n) => n.notifiable_id === referred)
    expect(notes.map((n) => (n.data as { message: string }).message)).toContain(
      'Your identity checks are complete. You can now invest.',
    )
    const item = (await evidence(referred)).find((e) => e.event === 'screening_decided')!
    expect(item.description).toBe('Cleared the screening referral')
    expect(item.actor?.name).toBe('Fiona Campbell')
    expect(item.details).toContainEqual({ label: 'Reason', value: REASON })
    expect(item.details).toContainEqual({
      label: 'Matches',
      value: `${seededMatch('refer').list}: ${seededMatch('refer').matched_name} (score 88)`,
    })
  })

  it('fails a referral: still refused, and the investor is not told of the match', async () => {
    const referred = idOf(SEEDED_REFERRED.email)
    const res = await (
      await as('superadmin@example.com')
    ).post<{ data: Screening }>(decide(referred), {
      decision: 'fail',
      reason: 'Confirmed match on the UK sanctions list.',
    })
    expect(res.body.data.status).toBe('fail')
    expect(refusal(referred)).toEqual({ errors: { screening: [NOT_COMPLETED] } })
    expect(host.db.table('notifications').where((n) => n.notifiable_id === referred)).toEqual([])
  })
})
