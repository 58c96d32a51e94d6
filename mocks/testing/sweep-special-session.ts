/** Sweep calls for the session routes and staff accounts: sign-in, passwords, invitations. */
import {
  INVESTOR,
  NEW_INVESTOR,
  SUPERADMIN,
  get,
  post,
  type Build,
  type SweepEnv,
} from './sweep-env'
import type { Phase } from './sweep-families'

const PASSWORD = 'password'
const UNVERIFIED = 'unverified@example.com'

/** A staff account of the sweep's own to deactivate and reactivate (the demo ones stay usable). */
async function sweepStaff(env: SweepEnv) {
  const users = env.db.table('users')
  const existing = users.first((u) => u.email === 'sweep-staff@example.com')
  if (existing) return existing
  const { id: _id, ...like } = env.user('adviser@example.com')
  void _id
  return users.insert({ ...like, email: 'sweep-staff@example.com', deactivated_at: null })
}

export const SESSION_SPECIAL: Record<string, [Phase, Build]> = {
  csrfCookie: ['read', () => ({ ...get(null, '/sanctum/csrf-cookie'), fresh: true })],
  login: [
    'write',
    () => ({ ...post(null, '/login', { email: INVESTOR, password: PASSWORD }), fresh: true }),
  ],
  logout: ['write', () => ({ ...post(INVESTOR, '/logout'), fresh: true })],
  register: [
    'write',
    (env) => ({
      ...post(null, '/register', {
        name: 'Sweep',
        surname: 'Registrant',
        email: `sweep${env.next()}@example.com`,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        // The seeded tenant has its terms feature on.
        terms: true,
      }),
      fresh: true,
    }),
  ],
  sendPasswordResetLink: ['write', () => post(null, '/password/email', { email: INVESTOR })],
  resetPassword: [
    'write',
    async (env) => {
      // The token the reset mail would carry (the mail itself is the previous operation's).
      const token = `sweep-token-${env.next()}`
      await env.db.table('password_resets').insert({ email: NEW_INVESTOR, token })
      const body = {
        token,
        email: NEW_INVESTOR,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      }
      return post(null, '/password/reset', body)
    },
  ],
  updatePassword: [
    'write',
    () =>
      post(INVESTOR, '/api/auth/update-password', {
        current_password: PASSWORD,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      }),
  ],
  setPassword: [
    'write',
    () =>
      post(INVESTOR, '/api/auth/set-password', {
        password: PASSWORD,
        password_confirmation: PASSWORD,
      }),
  ],
  resendVerificationEmail: ['write', () => post(UNVERIFIED, '/email/resend')],
  verifyEmail: [
    'read',
    async (env) => {
      const user = env.user(UNVERIFIED)
      const hash = `sweep${env.next()}`
      await env.db.table('email_verifications').insert({ user_id: user.id, hash })
      return get(UNVERIFIED, `/email/verify/${user.id}/${hash}`)
    },
  ],
  manualRegister: [
    'write',
    (env) =>
      post(SUPERADMIN, '/api/auth/manual-register', {
        name: 'Sweep',
        surname: 'Invitee',
        email: `sweep${env.next()}@example.com`,
      }),
  ],
  currentUser: ['read', () => get(INVESTOR, '/api/user')],
  usersInvite: [
    'write',
    (env) =>
      post(SUPERADMIN, '/api/users/invite', {
        name: 'Sweep',
        surname: 'Staff',
        email: `sweep${env.next()}@example.com`,
        role_id: 10,
      }),
  ],
  usersDeactivate: [
    'write',
    async (env) => post(SUPERADMIN, `/api/users/${(await sweepStaff(env)).id}/deactivate`),
  ],
  usersReactivate: [
    'write',
    async (env) => post(SUPERADMIN, `/api/users/${(await sweepStaff(env)).id}/reactivate`),
  ],
}
