import type { Row } from '../db/db'
import type { SeedContext } from './context'
import { userByEmail } from './context'
import { put } from './deals-util'
import { MARKET_SOUNDING_DESCRIPTION } from './settings'

const gbp = (n: unknown) => `£${Number(n).toLocaleString('en-GB')}`

/** The sounding's text: what staff would share with a prospective investor before launch. */
function soundingBody(opp: Row): string {
  const relief =
    opp.tax_relief && opp.tax_relief !== 'none'
      ? `<li>The round is expected to qualify for ${String(opp.tax_relief)} relief.</li>`
      : ''
  return [
    `<p>${String(opp.company_name)} is preparing to raise ${gbp(opp.target_amount)} and we would like to gauge your interest before the round is announced.</p>`,
    '<ul>',
    `<li>Minimum investment of ${gbp(opp.minimum_investment)}.</li>`,
    opp.pre_money_valuation
      ? `<li>Pre-money valuation of ${gbp(opp.pre_money_valuation)}.</li>`
      : '',
    relief,
    '</ul>',
    '<p>This information is confidential and has not been made public. Please do not share it or deal in related securities until the round is announced.</p>',
  ].join('')
}

/**
 * Market soundings on the opportunities flagged for sounding (status 3, before launch), in the
 * order the regulation expects (agreed to receive, then answered):
 * investor@example.com has one answered (agreed first, which made them an insider) and one
 * not yet opened (neither agreed nor declined, its text withheld); newinvestor@example.com has
 * agreed to receive one and not answered it yet. No faker calls, so the rest of the seed is
 * unchanged.
 */
export async function seedMarketSoundings(ctx: SeedContext) {
  const sounded = ctx.db
    .table('investment-opportunities')
    .where((o) => o.market_sounding === 1)
    .sort((a, b) => a.id - b.id)
  const investor = userByEmail(ctx, 'investor@example.com')
  const newcomer = userByEmail(ctx, 'newinvestor@example.com')
  const [answered, pending, other] = sounded
  const add = (user: Row | undefined, opp: Row | undefined, days: number, extra = {}) =>
    user && opp
      ? put(ctx, 'market-soundings', {
          investment_opportunity_id: opp.id,
          user_id: user.id,
          title: `${String(opp.company_name)}: confidential pre-launch sounding`,
          body: soundingBody(opp),
          // What they were shown: the popup text of the settings when these were sent.
          wording: MARKET_SOUNDING_DESCRIPTION,
          response: null,
          responded_at: null,
          cleansed_at: null,
          agreed_at: null,
          declined_at: null,
          batch_id: null,
          created_at: ctx.daysAgo(days),
          ...extra,
        })
      : undefined
  await add(investor, answered, 14, {
    agreed_at: ctx.daysAgo(13),
    response: 'finance',
    responded_at: ctx.daysAgo(12),
    updated_at: ctx.daysAgo(12),
  })
  await add(investor, pending, 3)
  await add(newcomer, other ?? pending, 2, {
    agreed_at: ctx.daysAgo(1),
    updated_at: ctx.daysAgo(1),
  })
  // Agreeing to receive inside information is what makes an investor an insider.
  const insider = { is_market_sounding_insider: 1 }
  for (const user of [investor && answered ? investor : undefined, newcomer]) {
    if (user) await ctx.db.table('users').update(user.id, insider, { silent: true, touch: false })
  }
}
