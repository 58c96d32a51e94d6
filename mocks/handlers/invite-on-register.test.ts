import { beforeEach, describe, expect, it } from 'vitest'
import type { MockApi } from '../node'
import { seededMockApi } from '../testing/mock-api'
import { createTestClient } from '../testing/client'
import { INVITATION_MESSAGES } from './register-invitations'

type Errors = { message: string; errors: Record<string, string[]> }
type Mail = { data: { to: string; subject: string; link: string }[] }
type Invitation = { id: number; status: string; user_id: number | null; accepted_at: string | null }

let api: MockApi
const client = () => createTestClient(api.host, api.router)
const flag = (on: 0 | 1) =>
  api.host.db.table('branding').update(1, { invite_on_register: on, enableInviteOnRegister: on })
const person = (email: string, invitation?: string) => ({
  name: 'Olivia',
  surname: 'Grant',
  email,
  password: 'correct-horse',
  password_confirmation: 'correct-horse',
  terms: true,
  ...(invitation ? { invitation } : {}),
})

async function register(body: Record<string, unknown>) {
  const guest = client()
  await guest.get('/sanctum/csrf-cookie')
  return guest.post<Errors & { data: { email: string; email_verified_at: string | null } }>(
    '/register',
    body,
  )
}

beforeEach(async () => {
  api = await seededMockApi()
})

describe('invite on register', () => {
  it('is open to anyone with the flag off, as before', async () => {
    await flag(0)
    const res = await register(person('open@example.com'))
    expect(res.status).toBe(201)
    expect(res.body.data.email_verified_at).toBeNull()
  })

  it('refuses an uninvited registration with a 422 on email while the flag is on', async () => {
    await flag(1)
    const res = await register(person('stranger@example.com'))
    expect(res.status).toBe(422)
    expect(res.body.errors.email).toEqual([INVITATION_MESSAGES.required])
    expect(api.host.db.table('users').first((u) => u.email === 'stranger@example.com')).toBe(
      undefined,
    )
  })

  it('refuses a token for another email, a used one and an expired one', async () => {
    await flag(1)
    const wrong = await register(person('someone@example.com', 'demo-invitation-pending'))
    expect(wrong.body.errors.email).toEqual([INVITATION_MESSAGES.invalid])
    const used = await register(person('newinvestor@example.com', 'demo-invitation-used'))
    // The used invitation's email is already an account: the unique rule answers first.
    expect(used.body.errors.email).toEqual(['The email has already been taken.'])
    await api.host.db.table('users').update(5, { email: 'moved@example.com' })
    const usedAgain = await register(person('newinvestor@example.com', 'demo-invitation-used'))
    expect(usedAgain.body.errors.email).toEqual([INVITATION_MESSAGES.used])
    const expired = await register(person('lapsed@example.com', 'demo-invitation-expired'))
    expect(expired.status).toBe(422)
    expect(expired.body.errors.email).toEqual([INVITATION_MESSAGES.expired])
  })

  it('registers through a staff invitation: mailed link, verified email, invitation used', async () => {
    await flag(1)
    const staff = client()
    await staff.login('superadmin@example.com')
    const sent = await staff.post<{ data: Invitation & { token: string } }>('/api/invitations', {
      email: 'Ada.Byron@example.com',
      name: 'Ada Byron',
    })
    expect(sent.status).toBe(201)
    const mail = await staff.get<Mail>('/__mock/mail?to=ada.byron@example.com')
    const link = new URL(mail.body.data[0]!.link, 'http://x')
    expect(link.pathname).toBe('/register')
    expect(link.searchParams.get('email')).toBe('Ada.Byron@example.com')
    const token = link.searchParams.get('invitation')!

    const res = await register(person('ada.byron@example.com', token))
    expect(res.status).toBe(201)
    expect(res.body.data.email_verified_at).not.toBeNull()
    const after = await staff.get<{ data: Invitation }>(
      `/api/invitations/${sent.body.data.id}?append=status`,
    )
    expect(after.body.data).toMatchObject({ status: 'accepted' })
    expect(after.body.data.user_id).toBe(
      api.host.db.table('users').first((u) => u.email === 'ada.byron@example.com')!.id,
    )
    const again = await register(person('ada.byron2@example.com', token))
    expect(again.body.errors.email).toEqual([INVITATION_MESSAGES.invalid])

    // How they came is compliance evidence: who invited them, and when.
    const evidence = await staff.get<{
      data: { event: string; description: string; details: { label: string }[] }[]
    }>(`/api/users/${after.body.data.user_id}/compliance-evidence`)
    const invited = evidence.body.data.find((e) => e.event === 'registered_by_invitation')
    expect(invited?.description).toBe('Registered through an invitation from Alex Morgan')
    expect(invited?.details.map((d) => d.label)).toEqual(['Invited by', 'Invitation sent'])
  })

  it('lists the pending register invitations for staff', async () => {
    const staff = client()
    await staff.login('superadmin@example.com')
    const res = await staff.get<{ data: { email: string; status: string }[] }>(
      '/api/invitations?type=register&filter[status]=pending&filter[email]=invited@&append=status',
    )
    expect(res.body.data).toEqual([
      expect.objectContaining({ email: 'invited@example.com', status: 'pending' }),
    ])
  })
})
