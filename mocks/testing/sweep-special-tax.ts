/**
 * Sweep calls for the tax-relief centre (mocks/handlers/tax-relief.ts): the investor chooses
 * carry-back on a holding whose shares are issued, staff read the certificates still owed.
 */
import { INVESTOR, SUPERADMIN, get, type Build, type SweepEnv } from './sweep-env'
import type { Phase } from './sweep-families'
import { mayCarryBack } from '../resources/groups/tax-relief'
import type { InvestmentRow } from '../resources/groups/deals-investment-logic'

/** The investor's seeded holding in a share issue with its issue date. */
function carryBackHolding(env: SweepEnv): number {
  const mine = env.user(INVESTOR).id
  const inv = env.db
    .table<InvestmentRow>('investments')
    .first((i) => i.user_id === mine && mayCarryBack(env.db, i))
  if (!inv) throw new Error('sweep: the seed gives the investor no holding to carry back')
  return inv.id
}

export const TAX_SPECIAL: Record<string, [Phase, Build]> = {
  investmentsCarryBack: [
    'write',
    (env) => ({
      as: INVESTOR,
      method: 'PUT',
      url: `/api/investments/${carryBackHolding(env)}/carry-back`,
      body: { carry_back: true },
    }),
  ],
  taxCertificatesOutstanding: ['read', () => get(SUPERADMIN, '/api/tax-certificates/outstanding')],
}
