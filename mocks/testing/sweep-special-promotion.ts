/**
 * Sweep calls for financial promotion exemptions (mocks/handlers/promotion-exemptions.ts): the
 * seed keeps the feature off, so each turns it on.
 */
import { INVESTOR, SUPERADMIN, get, post, type Build, type SweepEnv } from './sweep-env'
import type { Phase } from './sweep-families'
import { flagColumns } from '../../src/lib/settings/flag-names'
import { statementColumns } from '../resources/groups/promotion-exemptions'
import { defaultStatement } from '../resources/groups/promotion-statements'

/**
 * The feature on, and the investor's statement made, so the calls after these (placements,
 * payments) are not refused for want of one: the sweep shares one host.
 */
async function on(env: SweepEnv) {
  await env.db.table('branding').update(1, flagColumns({ financial_promotion_exceptions: 1 }))
  const wording = defaultStatement(env.db, 'restricted')
  await env.db
    .table('users')
    .update(env.user(INVESTOR).id, statementColumns('restricted', wording, env.api.host.now()))
}

export const PROMOTION_SPECIAL: Record<string, [Phase, Build]> = {
  promotionExemptionsIndex: [
    'read',
    async (env) => (await on(env), get(INVESTOR, '/api/promotion-exemptions')),
  ],
  promotionExemptionsUpdate: [
    'write',
    async (env) => (
      await on(env),
      {
        as: SUPERADMIN,
        method: 'PUT',
        url: '/api/promotion-exemptions/restricted',
        body: { statement: 'Sweep wording.' },
      }
    ),
  ],
  userPromotionExemptionStore: [
    'write',
    async (env) => (
      await on(env),
      post(INVESTOR, '/api/user/promotion-exemption', { type: 'restricted', accepted: true })
    ),
  ],
}
