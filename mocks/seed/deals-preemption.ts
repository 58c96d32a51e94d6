import type { SeedContext } from './context'
import type { OpportunityPlan } from './deals-opportunities'
import { offerStateOn } from '../../src/lib/investments/offer-state'
import {
  addDays,
  chance,
  dateAgo,
  int,
  money,
  put,
  roundTo,
  stampOn,
  userByEmail,
} from './deals-util'

type Round = 'open' | 'closed' | 'lapsed'

const PRE_EMPTION_AWAITING = 5

/**
 * Pre-emption rounds on held investments: holders are offered their pro-rata share of a new
 * round. Two open rounds include investor@example.com (one answered, one awaiting), one ended
 * round has every answer, one lapsed unanswered. Every choice code 1-6 appears ("awaiting" only
 * while a round is open: once it has ended nobody is still deciding). Each status follows from
 * the deadline and the answer by the staff table's own rule (offerStateOn), and every answer is
 * dated after its offer and by its deadline.
 */
export async function seedPreEmption(ctx: SeedContext, plans: OpportunityPlan[]) {
  const held = plans.filter((p) => p.stage === 5 && p.status === 5)
  const rounds: [OpportunityPlan, Round][] = []
  held.slice(0, 2).forEach((p) => rounds.push([p, 'open']))
  if (held[5]) rounds.push([held[5], 'closed'])
  if (held[6]) rounds.push([held[6], 'lapsed'])
  if (ctx.size === 'large') {
    held.slice(7).forEach((p, i) => {
      if (i % 10 === 0) rounds.push([p, ctx.pick<Round>(['open', 'closed', 'lapsed'])])
    })
  }
  const demoId = userByEmail(ctx, 'investor@example.com')?.id
  let demoOpen = 0
  let code = 0
  for (const [p, round] of rounds) {
    const holdings = new Map<number, number>()
    for (const i of ctx.db
      .table('investments')
      .where((i) => i.investment_opportunity_id === p.id && i.status !== 'cancelled')) {
      holdings.set(Number(i.user_id), (holdings.get(Number(i.user_id)) ?? 0) + Number(i.amount))
    }
    const raised = [...holdings.values()].reduce((s, a) => s + a, 0)
    if (raised === 0) continue
    const newRound = roundTo(p.target * 0.5, 10_000)
    const price = Number(
      ctx.db.table('investment-opportunities').find(p.id)?.share_price ?? p.sharePrice,
    )
    const deadline =
      round === 'open' ? dateAgo(ctx, -int(ctx, 7, 30)) : dateAgo(ctx, int(ctx, 20, 200))
    for (const [userId, holding] of holdings) {
      const entitlement = money((holding / raised) * newRound)
      const isDemo = userId === demoId
      // Each code in turn, so a small seed still shows all six.
      const answer =
        round === 'lapsed'
          ? null
          : round === 'open' && isDemo
            ? demoOpen++ === 0
              ? null
              : 2
            : round === 'open' && !chance(ctx, 0.6)
              ? null
              : (code++ % 6) + 1
      const created = dateAgo(ctx, round === 'open' ? int(ctx, 3, 14) : int(ctx, 210, 260))
      // An ended round keeps decisions only; "awaiting" is no answer once it has closed.
      const recorded = round !== 'open' && answer === PRE_EMPTION_AWAITING ? null : answer
      const status = offerStateOn({ status: 'open', deadline, choice: recorded }, dateAgo(ctx, 0))
      const option = await put(ctx, 'pre-emption-options', {
        investment_opportunity_id: p.id,
        user_id: userId,
        current_holding_amount: money(holding),
        entitlement_amount: entitlement,
        share_price: price,
        deadline,
        status,
        created_at: stampOn(ctx, created),
      })
      if (answer === null) continue
      // One to three days after the offer: open offers are at least three days old, ended ones
      // ran for at least ten, so the answer falls after the offer, by the deadline and today.
      const answeredAt = stampOn(ctx, addDays(created, 1 + (option.id % 3)))
      if (recorded === null) continue
      const amount =
        answer === 2
          ? entitlement
          : answer === 3
            ? money(entitlement * 1.5)
            : answer === 6
              ? money(entitlement * 0.5)
              : null
      await put(ctx, 'pre-emption-choices', {
        user_id: userId,
        pre_emption_option_id: option.id,
        choice: answer,
        amount,
        created_at: answeredAt,
      })
    }
  }
}
