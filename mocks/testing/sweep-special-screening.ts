/**
 * Sweep calls for user screening (mocks/handlers/user-screening.ts), as the super admin: the
 * seed keeps the feature off, so each turns it on; the decision is on the seeded referral.
 */
import { SUPERADMIN, get, post, type Build, type SweepEnv } from './sweep-env'
import type { Phase } from './sweep-families'
import { first } from './sweep-rows'
import { flagColumns } from '../../src/lib/settings/flag-names'

async function referred(env: SweepEnv) {
  await env.db.table('branding').update(1, flagColumns({ user_screening_enabled: 1 }))
  const row = first(env, 'users', (u) => u.screening_status === 'refer', 'screening referral')
  return `/api/users/${row.id}/screening`
}

export const SCREENING_SPECIAL: Record<string, [Phase, Build]> = {
  usersScreeningIndex: ['read', async (env) => get(SUPERADMIN, await referred(env))],
  usersScreeningStore: ['write', async (env) => post(SUPERADMIN, await referred(env))],
  usersScreeningDecision: [
    'write',
    async (env) =>
      post(SUPERADMIN, `${await referred(env)}/decision`, {
        decision: 'clear',
        reason: 'Not the listed person.',
      }),
  ],
}
