import { beforeEach, describe, expect, it } from 'vitest'
import type { Router } from '../http/router'
import type { MockHost } from '../http/host'
import { checkedClient } from '../testing/checked-client'
import { createTestClient } from '../testing/client'
import { seededHost } from '../testing/seeded-host'

type Errors = { message: string; errors: Record<string, string[]> }
type One = { data: Record<string, unknown> }
type Mail = { data: { to: string; subject: string; link: string }[] }

const INVESTOR = 'investor@example.com'
const NEW_INVESTOR = 'newinvestor@example.com'
const ADMIN = 'superadmin@example.com'

let host: MockHost
let router: Router
const user = (email: string) => host.db.table('users').first((u) => u.email === email)!
const as = (email: string) => checkedClient(host, router, user(email).id)
const mailTo = async (to: string) =>
  (await createTestClient(host, router).get<Mail>(`/__mock/mail?to=${encodeURIComponent(to)}`)).body
    .data

beforeEach(async () => {
  ;({ host, router } = await seededHost())
})

describe('a user updating themselves: accepted_terms_version', () => {
  it('refuses a version above the current terms version with Laravel max wording', async () => {
    const me = user(NEW_INVESTOR)
    const res = await (
      await as(NEW_INVESTOR)
    ).patch<Errors>(`/api/users/${me.id}`, { accepted_terms_version: 99999999999 })
    expect(res.status).toBe(422)
    expect(res.body.errors.accepted_terms_version).toEqual([
      'The accepted terms version field must not be greater than 1.',
    ])
    expect(res.body.message).toBe('The accepted terms version field must not be greater than 1.')
    expect(user(NEW_INVESTOR).accepted_terms_version).toBe(0)
  })

  it('takes the current version, and follows the settings when a new one is published', async () => {
    const me = user(NEW_INVESTOR)
    const c = await as(NEW_INVESTOR)
    const ok = await c.patch<One>(`/api/users/${me.id}`, { accepted_terms_version: 1 })
    expect(ok.status).toBe(200)
    expect(ok.body.data.accepted_terms_version).toBe(1)
    await host.db.table('branding').update(1, { terms_version: 2 })
    expect((await c.patch(`/api/users/${me.id}`, { accepted_terms_version: 3 })).status).toBe(422)
    expect((await c.patch(`/api/users/${me.id}`, { accepted_terms_version: 2 })).status).toBe(200)
  })

  it('never lets a user lower their own accepted version; staff may, to ask again', async () => {
    const me = user(INVESTOR)
    const down = await (
      await as(INVESTOR)
    ).patch<Errors>(`/api/users/${me.id}`, { accepted_terms_version: 0 })
    expect(down.status).toBe(422)
    expect(down.body.errors.accepted_terms_version).toEqual([
      'The accepted terms version field must be at least 1.',
    ])
    const staff = await (
      await as(ADMIN)
    ).patch(`/api/users/${me.id}`, { accepted_terms_version: 0 })
    expect(staff.status).toBe(200)
  })
})

describe('a user updating themselves: columns only staff set', () => {
  it('ignores email_verified_at, compliance_passed, compliance_tries and role_id', async () => {
    const me = user('unverified@example.com')
    const res = await (
      await as('unverified@example.com')
    ).patch<One>(`/api/users/${me.id}`, {
      name: 'Tom',
      email_verified_at: '2026-01-01T00:00:00.000000Z',
      compliance_passed: 1,
      compliance_tries: 0,
      role_id: 1,
    })
    expect(res.status).toBe(200)
    const after = user('unverified@example.com')
    expect(after.email_verified_at).toBeNull()
    expect(after.compliance_passed).toBe(me.compliance_passed)
    expect(after.compliance_tries).toBe(me.compliance_tries)
    expect(after.role_id).toBe(5)
  })
})

describe('a user changing their own email (Breeze ProfileController)', () => {
  it('clears email_verified_at and mails a verification link that verifies the new address', async () => {
    const me = user(INVESTOR)
    expect(me.email_verified_at).not.toBeNull()
    const c = await as(INVESTOR)
    const res = await c.patch<One>(`/api/users/${me.id}`, {
      email: 'james.new@example.com',
      email_verified_at: '2026-01-01T00:00:00.000000Z',
    })
    expect(res.status).toBe(200)
    expect(res.body.data.email).toBe('james.new@example.com')
    expect(res.body.data.email_verified_at).toBeNull()
    expect(user('james.new@example.com').email_verified_at).toBeNull()

    const mail = await mailTo('james.new@example.com')
    expect(mail).toHaveLength(1)
    expect(mail[0].subject).toBe('Verify Email Address')
    expect(mail[0].link).toMatch(new RegExp(`^/email/verify/${me.id}/[0-9a-f]{40}$`))

    const session = createTestClient(host, router)
    await session.login('james.new@example.com')
    expect((await session.get(mail[0].link)).status).toBe(204)
    expect(user('james.new@example.com').email_verified_at).not.toBeNull()
  })

  it('keeps the verification when the email is sent unchanged', async () => {
    const me = user(INVESTOR)
    const res = await (
      await as(INVESTOR)
    ).patch<One>(`/api/users/${me.id}`, { email: INVESTOR, name: 'James' })
    expect(res.body.data.email_verified_at).toBe(me.email_verified_at)
    expect(await mailTo(INVESTOR)).toHaveLength(0)
  })

  it('does not verify the new address with a link mailed to the old one', async () => {
    const me = user('unverified@example.com')
    const session = createTestClient(host, router)
    await session.login('unverified@example.com')
    expect((await session.post('/email/resend')).status).toBe(202)
    const [old] = await mailTo('unverified@example.com')
    await (
      await as('unverified@example.com')
    ).patch(`/api/users/${me.id}`, { email: 'tom.new@example.com' })
    expect((await session.get(old.link)).status).toBe(403)
    expect(user('tom.new@example.com').email_verified_at).toBeNull()
  })

  it('leaves the verification alone when staff change an investor email', async () => {
    const me = user(INVESTOR)
    const res = await (
      await as(ADMIN)
    ).patch<One>(`/api/users/${me.id}`, { email: 'james.staff@example.com' })
    expect(res.status).toBe(200)
    expect(res.body.data.email_verified_at).toBe(me.email_verified_at)
  })
})
