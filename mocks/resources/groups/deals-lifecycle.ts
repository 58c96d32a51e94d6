import type { Row } from '../../db/db'
import type { Ctx } from '../../engine/types'
import type { MockHost } from '../../http/host'
import { notify } from '../../host/notify'
import { now } from './people-shared'
import {
  OPPORTUNITY_STATUSES,
  stageForStatus,
} from '../../../src/lib/investments/opportunity-status'
import { afterInvestmentWrite, type InvestmentRow } from './deals-investment-logic'

/**
 * An opportunity's life as the host's observer runs it when its status changes (SPEC §4):
 *
 * - the stage follows the status by one rule (src/lib/investments stageForStatus): kept when
 *   the new status allows it, otherwise moved to the nearest stage it allows, so Draft 1-2,
 *   Live (External or Internal) 2-4, Closed 4, Completed 5-6, Matured 6;
 * - going Live - External makes it readable by every investor at once (deals-access reads
 *   the status on every request; nothing to do here);
 * - going Live - Internal tells each investor invited to it (invitations not expired);
 *   an invitation made while it is already Live - Internal is told by the invitations family;
 * - going Completed tells each of its investors that it is now an existing investment, and
 *   their paid investments become completed. Reserved and awaiting-payment ones stay as they
 *   are: no money arrived, so staff chase or cancel them; cancelled ones stay cancelled.
 */
export async function afterOpportunityStatusChange(row: Row, ctx: Ctx, before?: Row) {
  if (!before || before.status === row.status) return
  const host = ctx.req.host
  const opps = host.db.table('investment-opportunities')
  const stage = stageForStatus(Number(row.status), Number(row.stage))
  if (stage !== Number(row.stage)) await opps.update(row.id, { stage })
  if (row.status === OPPORTUNITY_STATUSES.liveInternal) await tellInvited(host, row, ctx)
  if (row.status === OPPORTUNITY_STATUSES.completed) await completeInvestments(host, row)
}

/** The notification an invited investor gets once they can open the opportunity. */
export const invitedNotification = (opp: Row) => ({
  message: `You have been invited to view ${String(opp.name)}`,
  cta: `/investor/investments/${String(opp.slug)}`,
  icon: 'investment_opportunity_invited',
})

async function tellInvited(host: MockHost, opp: Row, ctx: Ctx) {
  const at = now(ctx)
  const users = new Set<number>()
  for (const i of host.db.table('invitations').all()) {
    if (i.investment_opportunity_id !== opp.id || !i.user_id) continue
    if (!i.accepted_at && i.expires_at && String(i.expires_at) < at) continue
    users.add(Number(i.user_id))
  }
  for (const user of users) await notify(host, user, invitedNotification(opp))
}

async function completeInvestments(host: MockHost, opp: Row) {
  const investments = host.db.table<InvestmentRow>('investments')
  const mine = investments.where((i) => i.investment_opportunity_id === opp.id)
  const investors = new Set<number>()
  for (const i of mine) {
    if (i.status === 'cancelled') continue
    investors.add(i.user_id)
    if (i.status !== 'paid') continue
    const updated = await investments.update(i.id, { status: 'completed' })
    await afterInvestmentWrite(updated, 'update', host)
  }
  for (const user of investors) {
    await notify(host, user, {
      message: `${String(opp.name)} is now an existing investment in your portfolio`,
      cta: `/investor/portfolio/${opp.id}`,
      icon: 'investment_opportunity_transition_existing',
    })
  }
}
