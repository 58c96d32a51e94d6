import { beforeEach, describe, expect, it } from 'vitest'
import type { MockApi } from '../node'
import { seededMockApi } from '../testing/mock-api'
import { createTestClient } from '../testing/client'
import { checkedClient } from '../testing/checked-client'

type Associate = { user_id: number; role_label: string; user: { email: string } }
type Errors = { message: string; errors: Record<string, string[]> }

let api: MockApi
const client = () => createTestClient(api.host, api.router)
const idOf = (email: string) =>
  api.host.db.table('users').first((u) => String(u.email) === email)!.id as number
const flag = (on: 0 | 1) =>
  api.host.db
    .table('branding')
    .update(1, { default_investor_associates: on, enableDefaultInvestorAssociates: on })
const admin = async () => checkedClient(api.host, api.router, idOf('superadmin@example.com'))

/** The associates of the account with this email, as the investor record reads them. */
async function associatesOf(email: string) {
  const staff = await admin()
  const res = await staff.get<{ data: { associates: Associate[] } }>(
    `/api/users/${idOf(email)}?include=associates.user`,
  )
  return res.body.data.associates.map((a) => [a.user.email, a.role_label])
}

const SEEDED = [
  ['superadmin@example.com', 'Relationship owner'],
  ['compliance@example.com', 'Compliance contact'],
]

/** An investor registering on /register, with an invitation's token when they have one. */
async function register(email: string, invitation?: string) {
  const guest = client()
  await guest.get('/sanctum/csrf-cookie')
  const res = await guest.post('/register', {
    name: 'Ada',
    surname: 'Byron',
    email,
    password: 'correct-horse',
    password_confirmation: 'correct-horse',
    terms: true,
    ...(invitation && { invitation }),
  })
  expect(res.status).toBe(201)
}

/** Every way an investor arrives. */
const ARRIVALS = {
  registration: (email: string) => register(email),
  invitation: async (email: string) => {
    const staff = await admin()
    const sent = await staff.post<{ data: { token: string } }>('/api/invitations', { email })
    await register(email, sent.body.data.token)
  },
  'manual registration': async (email: string) => {
    const staff = await admin()
    const res = await staff.post('/api/auth/manual-register', {
      name: 'Ada',
      surname: 'Byron',
      email,
    })
    expect(res.status).toBe(201)
  },
  'contact conversion': async (email: string) => {
    const contact = await api.host.db.table('contacts').insert({
      first_name: 'Ada',
      last_name: 'Byron',
      email,
      converted_user_id: null,
    })
    const staff = await admin()
    const res = await staff.post(`/api/contacts/${contact.id}/convert`)
    expect(res.status).toBe(201)
  },
}

beforeEach(async () => {
  api = await seededMockApi()
})

describe('default investor associates', () => {
  for (const [how, arrive] of Object.entries(ARRIVALS)) {
    it(`attaches the defaults to an investor arriving by ${how} while the flag is on`, async () => {
      await flag(1)
      await arrive('ada.byron@example.com')
      expect(await associatesOf('ada.byron@example.com')).toEqual(SEEDED)
    })
  }

  it('attaches none with the flag off, and existing investors keep theirs', async () => {
    await flag(0)
    await ARRIVALS.registration('ada.byron@example.com')
    expect(await associatesOf('ada.byron@example.com')).toEqual([])
    expect(await associatesOf('investor@example.com')).toEqual(SEEDED)
  })

  it('lets settings staff choose staff members only', async () => {
    await flag(1)
    const staff = await admin()
    const investor = await staff.post<Errors>('/api/default-associates', {
      user_id: idOf('investor@example.com'),
      role_label: 'Owner',
    })
    expect(investor.status).toBe(422)
    expect(investor.body.errors.user_id).toEqual(['The selected user must be a staff member.'])
    const added = await staff.post('/api/default-associates', {
      user_id: idOf('manager@example.com'),
      role_label: 'Investment manager',
    })
    expect(added.status).toBe(201)
    await ARRIVALS['manual registration']('ada.byron@example.com')
    expect(await associatesOf('ada.byron@example.com')).toContainEqual([
      'manager@example.com',
      'Investment manager',
    ])
  })

  it('refuses a staff member already chosen, whatever the role, in Laravel’s words', async () => {
    await flag(1)
    const staff = await admin()
    const again = await staff.post<Errors>('/api/default-associates', {
      user_id: idOf('compliance@example.com'),
      role_label: 'Relationship owner',
    })
    expect(again.status).toBe(422)
    expect(again.body.errors.user_id).toEqual(['The user id has already been taken.'])
  })

  it('refuses changes to the defaults with 403 while the flag is off, and to investors always', async () => {
    await flag(0)
    const staff = await admin()
    const off = await staff.post<Errors>('/api/default-associates', {
      user_id: idOf('manager@example.com'),
      role_label: 'Investment manager',
    })
    expect(off.status).toBe(403)
    expect(off.body.message).toBe('Default investor associates are not enabled on this platform.')
    const investor = client()
    await investor.login('investor@example.com')
    expect((await investor.get('/api/default-associates')).status).toBe(403)
  })
})
