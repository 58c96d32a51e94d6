import { beforeEach, describe, expect, it } from 'vitest'
import type { MockApi } from '../node'
import { seededMockApi } from '../testing/mock-api'
import { createTestClient } from '../testing/client'
import { ROLES } from '../../src/lib/permissions'

type Errors = { message: string; errors: Record<string, string[]> }
type Mail = { data: { to: string; subject: string; link: string }[] }
type User = {
  id: number
  name: string
  email: string
  role_id: number
  invited_at: string | null
  deactivated_at: string | null
  avatar: string | null
}

let api: MockApi
const client = () => createTestClient(api.host, api.router)
const userId = (email: string) =>
  api.host.db.table('users').first((u) => u.email === email)!.id as number

beforeEach(async () => {
  api = await seededMockApi()
})

async function admin() {
  const c = client()
  await c.login('superadmin@example.com')
  return c
}

const invitee = {
  name: 'Nadia',
  surname: 'Stone',
  email: 'nadia@example.com',
  role_id: ROLES.Investment_Manager,
}

describe('admin accounts on the mock host', () => {
  it('invites a staff member whose mailed link sets a password once, then logs them in', async () => {
    const c = await admin()
    const res = await c.post<{ data: User }>('/api/users/invite', invitee)
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ role_id: ROLES.Investment_Manager, deactivated_at: null })
    expect(res.body.data.invited_at).not.toBeNull()

    const mail = await c.get<Mail>('/__mock/mail?to=nadia@example.com')
    const link = mail.body.data[0].link
    const [, token] = link.match(/^\/set-password\/([^?]+)\?email=nadia%40example\.com$/)!

    const guest = client()
    await guest.get('/sanctum/csrf-cookie')
    const body = { token, email: invitee.email, password: 'new-password' }
    const mismatch = await guest.post<Errors>('/api/auth/set-password', {
      ...body,
      password_confirmation: 'other',
    })
    expect(mismatch.body.errors.password).toEqual([
      'The password field confirmation does not match.',
    ])
    const wrong = await guest.post<Errors>('/api/auth/set-password', {
      ...body,
      token: 'nope',
      password_confirmation: 'new-password',
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors.email[0]).toMatch(/invalid or has already been used/)

    const ok = await guest.post('/api/auth/set-password', {
      ...body,
      password_confirmation: 'new-password',
    })
    expect(ok.status).toBe(200)
    const again = await guest.post<Errors>('/api/auth/set-password', {
      ...body,
      password_confirmation: 'new-password',
    })
    expect(again.status).toBe(422)
    await guest.login('nadia@example.com', 'new-password')
    const me = await guest.get<User>('/api/user')
    expect(me.body.email).toBe('nadia@example.com')
    const row = await c.get<{ data: User }>(`/api/users/${me.body.id}`)
    expect(row.body.data.invited_at).toBeNull()
  })

  it('refuses an expired invitation link', async () => {
    const c = await admin()
    await c.post('/api/users/invite', invitee)
    const tokens = api.host.db.table('staff_invitations')
    const row = tokens.first((t) => t.email === invitee.email)!
    await tokens.update(row.id, { created_at: '2000-01-01 00:00:00' })
    const guest = client()
    await guest.get('/sanctum/csrf-cookie')
    const res = await guest.post<Errors>('/api/auth/set-password', {
      token: row.token,
      email: invitee.email,
      password: 'new-password',
      password_confirmation: 'new-password',
    })
    expect(res.body.errors.email[0]).toMatch(/has expired/)
  })

  it('validates an invitation: staff roles only, a unique email; 403 without user:create', async () => {
    const c = await admin()
    const bad = await c.post<Errors>('/api/users/invite', {
      ...invitee,
      email: 'investor@example.com',
      role_id: ROLES.User,
    })
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'role_id'])
    const investor = client()
    await investor.login('investor@example.com')
    expect((await investor.post('/api/users/invite', invitee)).status).toBe(403)
    const committee = client()
    await committee.login('committee@example.com')
    expect((await committee.post('/api/users/invite', invitee)).status).toBe(403)
  })

  it('deactivates: no login, the open session ends at its next call; reactivates', async () => {
    const c = await admin()
    const manager = client()
    await manager.login('manager@example.com')
    const id = userId('manager@example.com')
    const res = await c.post<{ data: User }>(`/api/users/${id}/deactivate`)
    expect(res.body.data.deactivated_at).not.toBeNull()
    expect((await manager.get('/api/user')).status).toBe(401)
    const again = client()
    await again.get('/sanctum/csrf-cookie')
    const login = await again.post<Errors>('/login', {
      email: 'manager@example.com',
      password: 'password',
    })
    expect(login.status).toBe(422)
    expect(login.body.errors.email[0]).toMatch(/deactivated/)
    await c.post(`/api/users/${id}/reactivate`)
    await again.login('manager@example.com')
    expect((await again.get('/api/user')).status).toBe(200)
  })

  it('keeps the rules: not yourself, not the last active Super_Admin', async () => {
    const c = await admin()
    const me = userId('superadmin@example.com')
    const self = await c.post<Errors>(`/api/users/${me}/deactivate`)
    expect(self.body.errors.user).toEqual(['You cannot deactivate your own account.'])
    const ownRole = await c.patch<Errors>(`/api/users/${me}`, { role_id: ROLES.Support })
    expect(ownRole.body.errors.role_id).toEqual(['You cannot change your own role.'])

    // Support holds `user` too: the only active Super_Admin stays one and stays active.
    const support = client()
    await support.login('support@example.com')
    const demote = await support.patch<Errors>(`/api/users/${me}`, { role_id: ROLES.Support })
    expect(demote.body.errors.role_id).toEqual([
      'The last active Super_Admin cannot be given another role.',
    ])
    const deactivate = await support.post<Errors>(`/api/users/${me}/deactivate`)
    expect(deactivate.body.errors.user).toEqual([
      'The last active Super_Admin cannot be deactivated.',
    ])
    // With a second Super_Admin the first may go.
    const other = userId('adviser@example.com')
    expect((await c.patch(`/api/users/${other}`, { role_id: ROLES.Super_Admin })).status).toBe(200)
    expect((await support.post(`/api/users/${me}/deactivate`)).status).toBe(200)
    const toInvestor = await support.patch<Errors>(`/api/users/${other}`, { role_id: ROLES.User })
    expect(toInvestor.body.errors.role_id).toEqual(['An admin account must keep a staff role.'])
  })

  it('stores an uploaded avatar on the user and lists staff only with type=staff', async () => {
    const c = await admin()
    const me = userId('superadmin@example.com')
    const png = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], {
      type: 'image/png',
    })
    const res = await c.post<{ data: User }>(
      `/api/users/${me}`,
      { _method: 'PATCH', name: 'Alexandra', avatar_file: png },
      { form: true },
    )
    expect(res.status).toBe(200)
    expect(res.body.data.name).toBe('Alexandra')
    expect(res.body.data.avatar).toMatch(/^data:image\/png;base64,/)
    const removed = await c.post<{ data: User }>(
      `/api/users/${me}`,
      { _method: 'PATCH', avatar: '' },
      { form: true },
    )
    expect(removed.body.data.avatar).toBeNull()
    const list = await c.get<{ data: User[] }>('/api/users?type=staff&per_page=100')
    expect(list.body.data.every((u) => u.role_id !== ROLES.User)).toBe(true)
  })
})

describe('a staff member’s own details', () => {
  it('may be updated by any staff role, without the columns only a manager sets', async () => {
    const c = client()
    await c.login('manager@example.com')
    const id = userId('manager@example.com')
    const own = await c.patch<{ data: User }>(`/api/users/${id}`, {
      name: 'Danny',
      role_id: ROLES.Super_Admin,
    })
    expect(own.status).toBe(200)
    expect(own.body.data).toMatchObject({ name: 'Danny', role_id: ROLES.Investment_Manager })
    const taken = await c.patch<Errors>(`/api/users/${id}`, { email: 'superadmin@example.com' })
    expect(taken.body.errors.email).toEqual(['The email has already been taken.'])
    const other = await c.patch(`/api/users/${userId('adviser@example.com')}`, { name: 'X' })
    expect(other.status).toBe(403)
  })
})
