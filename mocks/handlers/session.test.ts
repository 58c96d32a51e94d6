import { beforeAll, describe, expect, it } from 'vitest'
import type { MockApi } from '../node'
import { seededMockApi } from '../testing/mock-api'
import { createTestClient } from '../testing/client'

type Errors = { message: string; errors: Record<string, string[]> }
type Mail = { data: { to: string; subject: string; link: string }[] }
type User = { email: string; email_verified_at: string | null }

let api: MockApi
const client = () => createTestClient(api.host, api.router)

beforeAll(async () => {
  api = await seededMockApi()
})

describe('session endpoints of the mock host', () => {
  it('rotates the session and the XSRF token on login, and logs out to 401', async () => {
    const c = client()
    await c.get('/sanctum/csrf-cookie')
    const before = c.cookies()
    expect(
      (await c.post('/login', { email: 'investor@example.com', password: 'password' })).status,
    ).toBe(204)
    const after = c.cookies()
    expect(after.laravel_session).not.toBe(before.laravel_session)
    expect(after['XSRF-TOKEN']).not.toBe(before['XSRF-TOKEN'])
    expect((await c.get<User>('/api/user')).body.email).toBe('investor@example.com')
    expect((await c.post('/logout')).status).toBe(204)
    expect((await c.get('/api/user')).status).toBe(401)
  })

  it('locks an email out after five failed logins, with Breeze wording on email', async () => {
    const c = client()
    await c.get('/sanctum/csrf-cookie')
    for (let i = 0; i < 5; i++) {
      const res = await c.post<Errors>('/login', { email: 'adviser@example.com', password: 'nope' })
      expect(res.body.errors.email).toEqual(['These credentials do not match our records.'])
    }
    const locked = await c.post<Errors>('/login', {
      email: 'adviser@example.com',
      password: 'password',
    })
    expect(locked.status).toBe(422)
    expect(locked.body.errors.email[0]).toMatch(
      /^Too many login attempts\. Please try again in \d+ seconds\.$/,
    )
  })

  it('resets a password with the token from the emailed link, and refuses a wrong token', async () => {
    const c = client()
    await c.get('/sanctum/csrf-cookie')
    const unknown = await c.post<Errors>('/password/email', { email: 'nobody@example.com' })
    expect(unknown.body.errors.email).toEqual(["We can't find a user with that email address."])
    expect((await c.post('/password/email', { email: 'creator@example.com' })).status).toBe(200)
    const mail = await c.get<Mail>('/__mock/mail?to=creator@example.com')
    const link = mail.body.data[0].link
    const token = link.match(/\/reset-password\/([^?]+)/)![1]
    const body = {
      email: 'creator@example.com',
      password: 'new-password',
      password_confirmation: 'new-password',
    }
    const wrong = await c.post<Errors>('/password/reset', { ...body, token: 'forged' })
    expect(wrong.body.errors.email).toEqual(['This password reset token is invalid.'])
    expect((await c.post('/password/reset', { ...body, token })).status).toBe(200)
    const again = await c.post<Errors>('/password/reset', { ...body, token })
    expect(again.status).toBe(422)
    expect(
      (await c.post('/login', { email: 'creator@example.com', password: 'new-password' })).status,
    ).toBe(204)
  })

  it('checks the current password before changing it', async () => {
    const c = client()
    await c.login('custodian@example.com')
    const res = await c.post<Errors>('/api/auth/update-password', {
      current_password: 'wrong',
      password: 'another-password',
      password_confirmation: 'another-password',
    })
    expect(res.body.errors).toEqual({ current_password: ['The password is incorrect.'] })
    const mismatch = await c.post<Errors>('/api/auth/update-password', {
      current_password: 'password',
      password: 'another-password',
      password_confirmation: 'different',
    })
    expect(mismatch.body.errors.password).toEqual([
      'The password field confirmation does not match.',
    ])
  })

  it('registers an unverified investor and verifies them through the emailed link', async () => {
    const c = client()
    await c.get('/sanctum/csrf-cookie')
    const reg = await c.post('/register', {
      name: 'Imogen',
      surname: 'Clarke',
      email: 'imogen.clarke@example.com',
      password: 'long-enough',
      password_confirmation: 'long-enough',
      terms: true,
    })
    expect(reg.status).toBe(201)
    expect((await c.get<User>('/api/user')).body.email_verified_at).toBeNull()
    expect((await c.post('/email/resend')).status).toBe(202)
    const mail = await c.get<Mail>('/__mock/mail?to=imogen.clarke@example.com')
    const link = mail.body.data.find((m) => m.subject === 'Verify Email Address')!.link
    expect((await c.get('/email/verify/1/forged')).status).toBe(403)
    expect((await c.get(link)).status).toBe(204)
    expect((await c.get<User>('/api/user')).body.email_verified_at).not.toBeNull()
  })

  it('termsConditions: registering needs the terms accepted only while it is on, and records them', async () => {
    const settings = api.host.db.table('branding')
    const setTerms = (on: 0 | 1) =>
      settings.update(1, { investment_terms_enabled: on, enableTermsConditions: on })
    const register = (email: string, terms?: boolean) => {
      const c = client()
      return c.get('/sanctum/csrf-cookie').then(() =>
        c.post<Errors & { data?: { id: number; accepted_terms_version: number } }>('/register', {
          name: 'Terms',
          surname: 'Tester',
          email,
          password: 'long-enough',
          password_confirmation: 'long-enough',
          ...(terms === undefined ? {} : { terms }),
        }),
      )
    }
    try {
      await setTerms(1)
      const refused = await register('terms.refused@example.com')
      expect(refused.status).toBe(422)
      expect(refused.body.errors).toEqual({ terms: ['The terms field must be accepted.'] })
      const accepted = await register('terms.accepted@example.com', true)
      expect(accepted.status).toBe(201)
      expect(accepted.body.data?.accepted_terms_version).toBeGreaterThan(0)
      const evidence = api.host.db
        .table('activity')
        .where((a) => a.event === 'terms_accepted' && a.subject_id === accepted.body.data?.id)
      expect(evidence).toHaveLength(1)
      await setTerms(0)
      expect((await register('terms.off@example.com')).status).toBe(201)
    } finally {
      await setTerms(1)
    }
  })
})
