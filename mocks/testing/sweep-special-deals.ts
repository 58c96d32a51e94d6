/**
 * Sweep calls for the investment endpoints beside the families: reservations and their staff
 * variants, card payments, cloning and market sounding answers (the two questionnaires in
 * sweep-special-questionnaires.ts).
 */
import type { Row } from '../db/db'
import { INVESTABLE_STATUSES, investorCanReadOpportunity } from '../resources/groups/deals-access'
import { INVESTOR, SUPERADMIN, get, post, type Build, type SweepEnv } from './sweep-env'
import type { Phase } from './sweep-families'
import { first } from './sweep-rows'
import { QUESTIONNAIRE_SPECIAL } from './sweep-special-questionnaires'
import { MARKET_SOUNDINGS_SPECIAL } from './sweep-special-market-soundings'
import { placementBody } from './placement'

/** A live opportunity the investor may reserve into, and an amount within its limits. */
function reservable(env: SweepEnv, userId: number) {
  const opp = first(
    env,
    'investment-opportunities',
    (o) =>
      INVESTABLE_STATUSES.includes(Number(o.status)) &&
      investorCanReadOpportunity(env.db, userId, o.id),
    'live opportunity visible to the investor',
  )
  const min = Number(opp.minimum_investment ?? 0)
  const step = Number(opp.investment_increment ?? 0)
  const amount = Math.max(min, step, 1000)
  return { opp, amount: step > 0 ? Math.ceil(amount / step) * step : amount }
}

/** An investor's investment that is not cancelled (what a follow-on needs). */
const holding = (env: SweepEnv, userId: number) =>
  first(env, 'investments', (i) => i.user_id === userId && i.status !== 'cancelled', 'holding')

const staffPlacement = (env: SweepEnv, opp: Row, extra: Record<string, unknown> = {}) => ({
  user_id: env.user(INVESTOR).id,
  investment_opportunity_id: opp.id,
  amount: 1000,
  ...extra,
})

/** By operationId: phase and call. */
export const DEALS_SPECIAL: Record<string, [Phase, Build]> = {
  investmentsStore: [
    'write',
    (env) => {
      const { opp, amount } = reservable(env, env.user(INVESTOR).id)
      return post(INVESTOR, '/api/investments', placementBody(env.db, opp, amount))
    },
  ],
  investmentsSubsequent: [
    'write',
    (env) => {
      const held = holding(env, env.user(INVESTOR).id)
      const opp = { id: held.investment_opportunity_id } as Row
      return post(SUPERADMIN, '/api/investments/subsequent', staffPlacement(env, opp))
    },
  ],
  investmentsOrg: [
    'write',
    (env) => {
      const investors = new Set(
        env
          .rows('users')
          .filter((u) => u.role_id === 5)
          .map((u) => u.id),
      )
      const link = first(
        env,
        'organisation-links',
        (l) => l.status === 'approved' && investors.has(Number(l.user_id)),
        "investor's approved organisation link",
      )
      const opp = env.rows('investment-opportunities')[0]
      return post(SUPERADMIN, '/api/investments/org', {
        ...staffPlacement(env, opp),
        user_id: link.user_id,
        organisation_id: link.organisation_id,
      })
    },
  ],
  investmentsPension: [
    'write',
    (env) =>
      post(
        SUPERADMIN,
        '/api/investments/pension',
        staffPlacement(env, env.rows('investment-opportunities')[0], {
          pension_provider: 'Sweep SIPP',
        }),
      ),
  ],
  investmentsManual: [
    'write',
    (env) =>
      post(
        SUPERADMIN,
        '/api/investments/manual',
        staffPlacement(env, env.rows('investment-opportunities')[0]),
      ),
  ],
  investmentsInvestors: [
    'read',
    (env) => {
      const held = first(env, 'investments', (i) => i.status !== 'cancelled', 'investment')
      return get(
        SUPERADMIN,
        `/api/investments/investors?investment_opportunity_id=${held.investment_opportunity_id}`,
      )
    },
  ],
  investmentsUser: ['read', () => get(INVESTOR, '/api/investments/user')],
  investmentOpportunitiesPreEmptionRound: [
    'write',
    (env) => {
      const existing = new Set(
        env
          .rows('investment-opportunities')
          .filter((o) => Number(o.stage) >= 5)
          .map((o) => Number(o.id)),
      )
      const held = first(
        env,
        'investments',
        (i) => i.status !== 'cancelled' && existing.has(Number(i.investment_opportunity_id)),
        'investment in an existing investment',
      )
      return post(
        SUPERADMIN,
        `/api/investment-opportunities/${held.investment_opportunity_id}/pre-emption-round`,
        {
          share_price: 1.25,
          deadline: '2099-12-31',
          holders: [{ user_id: held.user_id, entitlement_amount: 1000 }],
        },
      )
    },
  ],
  investmentsStripe: [
    'write',
    (env) => {
      const due = first(
        env,
        'investments',
        (i) => i.status === 'reserved' || i.status === 'awaiting_payment',
        'investment awaiting payment',
      )
      return post(SUPERADMIN, `/api/investments/${due.id}/stripe`)
    },
  ],
  investmentOpportunitiesCashCall: [
    'write',
    (env) => {
      const held = first(env, 'investments', (i) => i.status === 'reserved', 'reserved investment')
      return post(
        SUPERADMIN,
        `/api/investment-opportunities/${held.investment_opportunity_id}/cash-calls`,
        {
          investment_ids: [held.id],
          due_date: '2099-12-31',
        },
      )
    },
  ],
  investmentsMarkPaid: [
    'write',
    (env) => {
      const due = first(
        env,
        'investments',
        (i) => i.status === 'reserved' || i.status === 'awaiting_payment',
        'investment awaiting payment',
      )
      return post(SUPERADMIN, '/api/investments/mark-paid', { ids: [due.id] })
    },
  ],
  fundInvestmentOpportunitiesMoveMaturityStatus: [
    'write',
    async (env) => {
      // The seed links no investment to a fund opportunity: one is linked here.
      const fio = first(env, 'fund-investment-opportunities', () => true, 'fund opportunity')
      const held = first(
        env,
        'investments',
        (i) => i.status !== 'cancelled' && i.maturity_status == null,
        'investment not yet maturing',
      )
      await env.db.table('investments').update(held.id, { fund_investment_opportunity_id: fio.id })
      return post(SUPERADMIN, `/api/fund-investment-opportunities/${fio.id}/maturity-statuses`, {
        investment_ids: [held.id],
        status: 'maturing',
        date: '2026-01-15',
      })
    },
  ],
  pipelineStagesReorder: [
    'write',
    (env) => {
      const pipeline = first(env, 'pipelines', () => true, 'pipeline')
      const ids = env.db
        .table('pipeline-stages')
        .where((s) => s.pipeline_id === pipeline.id)
        .sort((a, b) => Number(a.order) - Number(b.order))
        .map((s) => s.id)
      // The same order back: the call is swept without changing the seeded board.
      return post(SUPERADMIN, '/api/pipeline-stages/reorder', { pipeline_id: pipeline.id, ids })
    },
  ],
  investmentsCancel: [
    'write',
    (env) => {
      const held = first(env, 'investments', (i) => i.status === 'reserved', 'reserved investment')
      return post(SUPERADMIN, `/api/investments/${held.id}/cancel`)
    },
  ],
  ...MARKET_SOUNDINGS_SPECIAL,
  investmentOpportunitiesCapTable: [
    'read',
    (env) => {
      const held = first(env, 'investments', (i) => i.status !== 'cancelled', 'investment')
      return get(
        SUPERADMIN,
        `/api/investment-opportunities/${held.investment_opportunity_id}/cap-table`,
      )
    },
  ],
  investmentOpportunitiesClone: [
    'write',
    (env) =>
      post(
        SUPERADMIN,
        `/api/investment-opportunities/${env.rows('investment-opportunities')[0].id}/clone`,
      ),
  ],

  ...QUESTIONNAIRE_SPECIAL,
}
