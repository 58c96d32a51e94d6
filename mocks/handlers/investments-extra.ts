import { grants, opportunityGrants } from '../engine/grants'
import { timestamp, type Row } from '../db/db'
import type { Router } from '../http/router'
import type { RequestContext } from '../http/context'
import { authUser } from '../http/context'
import { json, validationError } from '../http/responses'
import { INVESTOR_ROLE } from '../../src/lib/permissions'
import { defineAction, registerActions } from '../engine/actions'
import { insertRecord, recordJson } from '../engine/records'
import { registry } from '../resources'
import { investmentOpportunities } from '../resources/investment-opportunities'
import { uniqueOpportunitySlug } from '../resources/groups/deals-access'
import type { InvestmentRow } from '../resources/groups/deals-investment-logic'
import { investorRefusalResponse } from './investments-eligibility'

/** Investor club plans the profile's subscription page sells (GBP). */
export const SUBSCRIPTION_PLANS: Record<string, { amount: number; description: string }> = {
  monthly: { amount: 25, description: 'Investor club membership (monthly)' },
  annual: { amount: 250, description: 'Investor club membership (annual)' },
}

/** Children copied with an opportunity: its page content, not its money or history. */
const CLONED_CHILDREN = [
  'galleries',
  'key-points',
  'team-images',
  'key-dates',
  'terms',
  'rewards',
  'tax-options',
]

export function registerInvestmentExtras(router: Router) {
  registerActions(router, [startCardPayment, cloneOpportunity, singlePayment, subscriptionPayment])
}

/** An investor who may not invest may not pay for anything either (the same refusals). */
const ineligible = (req: RequestContext) =>
  investorRefusalResponse(req.host.db, authUser(req), req.host.now())

const secret = (prefix: string) => {
  const hex = crypto.randomUUID().replace(/-/g, '')
  return `${prefix}_${hex.slice(0, 24)}_secret_${hex.slice(8, 32)}`
}

/** A payment row as the Stripe webhook would later settle it; nothing is marked paid here. */
async function recordPayment(req: RequestContext, values: Record<string, unknown>) {
  const at = timestamp(req.host.now())
  return req.host.db.table('payments').insert({
    user_id: authUser(req).id,
    created_at: at,
    updated_at: at,
    type: 'single',
    plan: null,
    investment_id: null,
    currency: 'GBP',
    status: 'requires_payment_method',
    client_secret: secret('pi'),
    ...values,
  })
}

/** Start a card payment for an investment (a Stripe PaymentIntent in the real host). */
const startCardPayment = defineAction<InvestmentRow>({
  method: 'POST',
  path: '/api/investments/:id/stripe',
  load: { table: 'investments', model: 'Investment' },
  // The investor who placed it, or staff who may update its opportunity.
  may: (req, row) =>
    req.user?.role_id === INVESTOR_ROLE
      ? row.user_id === req.user.id
      : opportunityGrants(req.user, opportunityOf(req, row), 'update'),
  deny: ineligible,
  handle: async (req, _data, row) => {
    const opp = opportunityOf(req, row)
    if (row.status !== 'reserved' && row.status !== 'awaiting_payment') {
      return validationError({ investment: ['This investment is not awaiting payment.'] })
    }
    const payment = await recordPayment(req, {
      type: 'investment',
      investment_id: row.id,
      amount: Number(row.amount),
      description: `${row.payment_reference} ${opp?.name ?? ''}`.trim(),
    })
    return json({
      data: {
        id: `pi_${String(payment.client_secret).split('_')[1]}`,
        client_secret: payment.client_secret,
        status: 'requires_payment_method',
        amount: Number(row.amount),
        currency: 'gbp',
      },
    })
  },
})

const opportunityOf = (req: RequestContext, row: InvestmentRow) =>
  req.host.db.table('investment-opportunities').find(row.investment_opportunity_id)

/** Staff: duplicate an opportunity as a new draft ("Copy of ..."), with its page content. */
const cloneOpportunity = defineAction({
  method: 'POST',
  path: '/api/investment-opportunities/:id/clone',
  load: { table: 'investment-opportunities', model: 'InvestmentOpportunity' },
  may: (req, source) =>
    req.user?.role_id !== INVESTOR_ROLE &&
    opportunityGrants(req.user, source, 'show') &&
    grants(req.user, 'investment_opportunity_live', 'create'),
  handle: async (req, _data, source) => {
    const actor = authUser(req)
    const db = req.host.db
    const { id: _id, created_at: _c, updated_at: _u, ...columns } = source
    const name = `Copy of ${String(source.name)}`
    const copy = await insertRecord(req, investmentOpportunities as never, {
      ...columns,
      name,
      slug: uniqueOpportunitySlug(db, name),
      status: 1,
      stage: 1,
      raised_amount: 0,
      is_featured: 0,
      pipeline_deal_id: null,
      created_by: actor.id,
    })
    const at = timestamp(req.host.now())
    for (const table of CLONED_CHILDREN) {
      for (const child of db.table(table).where((r) => r.investment_opportunity_id === source.id)) {
        const { id: _cid, created_at: _cc, updated_at: _cu, ...rest } = child as Row
        await db
          .table(table)
          .insert({ ...rest, investment_opportunity_id: copy.id, created_at: at, updated_at: at })
      }
    }
    const terms = db
      .table('intent-terms')
      .first((t) => t.investment_opportunity_id === source.id && t.is_active === 1)
    if (terms) {
      const { id: _tid, created_at: _tc, updated_at: _tu, ...rest } = terms
      await db.table('intent-terms').insert({
        ...rest,
        investment_opportunity_id: copy.id,
        version: 1,
        created_at: at,
        updated_at: at,
      })
    }
    return json({ data: recordJson(req, registry, investmentOpportunities as never, copy) }, 201)
  },
})

/** A one-off payment from the investor profile (e.g. a certified share certificate). */
const singlePayment = defineAction({
  method: 'POST',
  path: '/api/single-payment',
  deny: ineligible,
  rules: {
    amount: 'required|numeric|decimal:0,2|min:1|max:100000',
    description: 'required|string|max:255',
  },
  handle: async (req, data) => {
    const payment = await recordPayment(req, {
      type: 'single',
      amount: data.amount,
      description: data.description,
    })
    return json({ data: payment }, 201)
  },
})

/** Subscribe to an investor club plan from the profile's subscription page. */
const subscriptionPayment = defineAction({
  method: 'POST',
  path: '/api/subscription-payment',
  deny: ineligible,
  rules: { plan: `required|in:${Object.keys(SUBSCRIPTION_PLANS).join(',')}` },
  handle: async (req, data) => {
    const plan = SUBSCRIPTION_PLANS[String(data.plan)]
    const payment = await recordPayment(req, {
      type: 'subscription',
      plan: data.plan,
      amount: plan.amount,
      description: plan.description,
    })
    return json({ data: payment }, 201)
  },
})
