import type { Row } from '../db/db'
import { DEFAULT_SHARE_CLASS, paymentReference } from '../resources/groups/deals-investment-logic'
import type { SeedContext } from './context'
import type { OpportunityPlan } from './deals-opportunities'
import { PENSION_PROVIDERS } from './deals-catalogue'
import {
  addDays,
  chance,
  dateAgo,
  daysSince,
  int,
  investorsOf,
  money,
  put,
  roundTo,
  stampOn,
  token,
  userByEmail,
  weighted,
} from './deals-util'
import { demoInvestorSlots, type Slot } from './deals-demo-investor'

type Status = 'reserved' | 'awaiting_payment' | 'paid' | 'cancelled' | 'completed'

export interface InvestorPool {
  investors: Row[]
  orgs: Map<number, number[]>
  methods: Map<number, number[]>
  staff: number[]
}

/** Investors to spread investments over (the two demo investors are placed by hand). */
export function investorPool(ctx: SeedContext, staff: number[]): InvestorPool {
  const demo = new Set(['investor@example.com', 'newinvestor@example.com'])
  const orgs = new Map<number, number[]>()
  for (const l of ctx.db.table('organisation-links').where((l) => l.status === 'approved')) {
    orgs.set(Number(l.user_id), [...(orgs.get(Number(l.user_id)) ?? []), Number(l.organisation_id)])
  }
  const methods = new Map<number, number[]>()
  for (const m of ctx.db.table('investment-methods').where((m) => m.status !== 'closed')) {
    methods.set(Number(m.user_id), [...(methods.get(Number(m.user_id)) ?? []), m.id])
  }
  return {
    investors: investorsOf(ctx).filter((u) => !demo.has(String(u.email))),
    orgs,
    methods,
    staff,
  }
}

function slotCount(ctx: SeedContext, stage: number): number {
  const large = ctx.size === 'large'
  if (stage === 2) return large ? int(ctx, 8, 14) : int(ctx, 3, 6)
  if (stage === 3) return large ? int(ctx, 20, 32) : int(ctx, 8, 14)
  if (stage === 4) return large ? int(ctx, 24, 36) : int(ctx, 10, 16)
  return large ? int(ctx, 28, 40) : int(ctx, 12, 18)
}

function statusFor(ctx: SeedContext, p: OpportunityPlan): Status {
  if (p.status >= 5)
    return weighted(ctx, [
      ['completed', 92],
      ['cancelled', 8],
    ])
  if (p.status === 4)
    return weighted(ctx, [
      ['paid', 75],
      ['awaiting_payment', 10],
      ['cancelled', 10],
      ['completed', 5],
    ])
  if (p.stage === 2)
    return weighted(ctx, [
      ['reserved', 90],
      ['cancelled', 10],
    ])
  const s = weighted<Status>(ctx, [
    ['reserved', 35],
    ['awaiting_payment', 25],
    ['paid', 32],
    ['cancelled', 8],
  ])
  return s === 'awaiting_payment' && !p.cashCall ? 'reserved' : s
}

/** Lognormal-ish shares of the raise: a few large tickets and many small ones. */
function amounts(ctx: SeedContext, p: OpportunityPlan, n: number): number[] {
  const weights = Array.from({ length: n }, () => {
    const u = ctx.faker.number.float({ min: 0.0001, max: 1 })
    const v = ctx.faker.number.float({ min: 0, max: 1 })
    return Math.exp(0.8 * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v))
  })
  const total = weights.reduce((s, w) => s + w, 0)
  const desired = p.target * Math.max(p.fill, 0.02)
  return weights.map((w) =>
    Math.min(p.max ?? Infinity, Math.max(p.min, roundTo((desired * w) / total, p.step))),
  )
}

/** ~600 investments (normal) or 50,000+ (large) across every status and payment state. */
export async function seedInvestments(
  ctx: SeedContext,
  plans: OpportunityPlan[],
  pool: InvestorPool,
) {
  const demo = userByEmail(ctx, 'investor@example.com')
  const curated = demo ? demoInvestorSlots(plans) : new Map<number, Slot[]>()
  const invited = new Set<string>()
  const activeTerms = new Map<number, number>()
  for (const t of ctx.db.table('intent-terms').where((t) => t.is_active === 1)) {
    activeTerms.set(Number(t.investment_opportunity_id), t.id)
  }
  for (const p of plans) {
    if (p.status === 1) continue
    const mine = curated.get(p.id) ?? []
    const n = slotCount(ctx, p.stage)
    const slotAmounts = amounts(ctx, p, n + mine.length)
    const held = new Set<number>()
    let raised = 0
    for (let i = 0; i < slotAmounts.length; i++) {
      const slot: Slot | undefined = mine[i]
      if (!slot && pool.investors.length === 0) continue
      const user = slot && demo ? demo : ctx.pick(pool.investors)
      const status = slot?.status ?? statusFor(ctx, p)
      const row = await insertInvestment(
        ctx,
        p,
        user.id,
        status,
        slotAmounts[i],
        pool,
        slot,
        held.has(user.id),
      )
      held.add(user.id)
      if (status !== 'cancelled') raised += Number(row.amount)
      if (p.status === 3) await invite(ctx, invited, user, p, pool.staff)
      const term = activeTerms.get(p.id)
      if (term && p.stage <= 4 && status !== 'cancelled' && !row.is_subsequent) {
        await put(ctx, 'intents', {
          user_id: user.id,
          investment_opportunity_id: p.id,
          intent_term_id: term,
          amount: row.amount,
          accepted_at: row.reserved_at,
          created_at: row.reserved_at,
        })
      }
    }
    await ctx.db
      .table('investment-opportunities')
      .update(p.id, { raised_amount: money(raised) }, { silent: true, touch: false })
  }
  if (demo) {
    // Two live-internal rounds and two pre-launch previews; the rest stay hidden from them.
    const internal = (stage: number) =>
      plans.filter((p) => p.stage === stage && p.status === 3).slice(0, 2)
    for (const p of [...internal(3), ...internal(2)])
      await invite(ctx, invited, demo, p, pool.staff)
  }
}

async function insertInvestment(
  ctx: SeedContext,
  p: OpportunityPlan,
  userId: number,
  status: Status,
  amount: number,
  pool: InvestorPool,
  slot: Slot | undefined,
  subsequent: boolean,
) {
  const lastDay = Math.max(daysSince(ctx, p.closeDate), 1)
  const drawn = dateAgo(ctx, int(ctx, lastDay, Math.max(daysSince(ctx, p.openDate), lastDay)))
  // A round that opened today has no yesterday to reserve in: never before it opened.
  const reservedDate = drawn < p.openDate ? p.openDate : drawn
  const reservedAt = stampOn(ctx, reservedDate)
  const paidDate = dateAgo(ctx, Math.max(daysSince(ctx, reservedDate) - int(ctx, 3, 20), 0))
  const paid = status === 'paid' || status === 'completed'
  const completedDate = dateAgo(ctx, Math.max(daysSince(ctx, p.closeDate) - 21, 0))
  const orgs = pool.orgs.get(userId) ?? []
  const methods = pool.methods.get(userId) ?? []
  const type =
    slot?.investorType ??
    weighted(ctx, [
      ['individual', 80],
      ['organisation', orgs.length ? 8 : 0],
      ['pension', 6],
      ['investment_method', methods.length ? 6 : 0],
    ])
  const investorType =
    (type === 'organisation' && !orgs.length) || (type === 'investment_method' && !methods.length)
      ? 'individual'
      : type
  const paymentState =
    status === 'awaiting_payment'
      ? 'cash_call_awaiting'
      : paid
        ? 'cash_call_received'
        : (slot?.paymentState ?? (chance(ctx, p.stage === 2 ? 0.5 : 0.25) ? 'reserve' : 'reserved'))
  const updated = status === 'completed' ? completedDate : paid ? paidDate : reservedDate
  return put(ctx, 'investments', {
    user_id: userId,
    investment_opportunity_id: p.id,
    investor_type: investorType,
    organisation_id: investorType === 'organisation' ? ctx.pick(orgs) : null,
    investment_method_id: investorType === 'investment_method' ? ctx.pick(methods) : null,
    pension_provider: investorType === 'pension' ? ctx.pick(PENSION_PROVIDERS) : null,
    // A pension holds through a nominee: chosen by id, not by faker, so the seed's random
    // sequence (and every later value) stays as it was before nominees were linked.
    nominee_id:
      investorType === 'pension' ? nomineeFor(ctx, ctx.db.table('investments').nextId()) : null,
    fund_investment_opportunity_id: null,
    amount,
    shares: Math.floor(amount / p.sharePrice),
    share_price: p.sharePrice,
    share_class: DEFAULT_SHARE_CLASS,
    tax_option: p.taxRelief === 'none' ? null : chance(ctx, 0.9) ? p.taxRelief : 'none',
    status,
    payment_state: paymentState,
    payment_method: paid
      ? weighted(ctx, [
          ['bank_transfer', 80],
          ['card', 15],
          ['cheque', 5],
        ])
      : null,
    payment_reference: paymentReference(ctx.db.table('investments').nextId()),
    // A seeded cash call asks for the whole reservation, due a fortnight after it was made
    // (no faker draw: the seed's random sequence stays as it was).
    cash_call_amount: status === 'awaiting_payment' ? amount : null,
    cash_call_due_date:
      status === 'awaiting_payment' ? addDays(String(reservedAt).slice(0, 10), 14) : null,
    reserved_at: reservedAt,
    paid_at: paid ? stampOn(ctx, paidDate) : null,
    completed_at: status === 'completed' ? stampOn(ctx, completedDate) : null,
    is_subsequent: slot?.subsequent || subsequent ? 1 : 0,
    notes: status === 'cancelled' ? "Cancelled at the investor's request." : null,
    created_by: chance(ctx, 0.03) && pool.staff.length ? ctx.pick(pool.staff) : null,
    // Share issues and carry-back come last (mocks/seed/tax-relief.ts).
    share_issue_id: null,
    carry_back: 0,
    created_at: reservedAt,
    updated_at: stampOn(ctx, updated),
  })
}

/** Live - Internal opportunities are seen by invitation only. */
async function invite(
  ctx: SeedContext,
  done: Set<string>,
  user: Row,
  p: OpportunityPlan,
  staff: number[],
) {
  const key = `${user.id}:${p.id}`
  if (done.has(key)) return
  done.add(key)
  const sent = addDays(p.openDate, -int(ctx, 1, 7))
  const accepted = chance(ctx, 0.6)
  await put(ctx, 'invitations', {
    type: 'opportunity',
    email: user.email,
    name: `${user.name} ${user.surname ?? ''}`.trim(),
    user_id: user.id,
    investment_opportunity_id: p.id,
    invited_by: staff.length ? ctx.pick(staff) : null,
    token: token(ctx),
    message: `You are invited to view ${p.name} before it opens to all investors.`,
    sent_at: stampOn(ctx, sent),
    accepted_at: accepted ? stampOn(ctx, addDays(sent, 1)) : null,
    expires_at: stampOn(ctx, addDays(sent, 14)),
    created_at: stampOn(ctx, sent),
  })
}

function nomineeFor(
  ctx: { db: { table: (name: string) => { all: () => { id: number }[] } } },
  id: number,
) {
  const nominees = ctx.db.table('nominees').all()
  return nominees.length > 0 ? nominees[id % nominees.length]!.id : null
}
