import type { SeedContext } from './context'
import { seedReference } from './deals-reference'
import { seedOpportunities } from './deals-opportunities'
import { seedContent } from './deals-content'
import { investorPool, seedInvestments } from './deals-investments'
import { seedPreEmption } from './deals-preemption'
import { seedPipelineDeals } from './deals-pipeline'
import { seedDealMetrics } from './deals-metrics'
import { put } from './deals-util'
import { seedMarketSoundings } from './deals-market-soundings'
import { seedExternalInsiders } from './deals-external-insiders'

/**
 * The deals group: reference data, opportunities in every stage and status with their content,
 * investments (raised amounts follow them), pre-emption rounds, the deal pipeline, a few
 * profile payments and the demo investors' market soundings. Runs after "people" (users,
 * organisations, investment methods exist).
 */
export async function seedDeals(ctx: SeedContext) {
  const ref = await seedReference(ctx)
  const plans = await seedOpportunities(ctx, ref)
  await seedContent(ctx, plans, ref.staffIds)
  const pool = investorPool(ctx, ref.staffIds)
  await seedInvestments(ctx, plans, pool)
  await seedPreEmption(ctx, plans)
  await seedPipelineDeals(ctx, ref, plans, pool)
  await seedPayments(ctx)
  await seedMarketSoundings(ctx)
  await seedExternalInsiders(ctx)
  await seedDealMetrics(ctx)
}

/** investor@example.com's profile payments (single and subscription). */
async function seedPayments(ctx: SeedContext) {
  const demo = ctx.db.table('users').first((u) => u.email === 'investor@example.com')
  if (!demo) return
  await put(ctx, 'payments', {
    user_id: demo.id,
    type: 'subscription',
    plan: 'annual',
    investment_id: null,
    amount: 250,
    currency: 'GBP',
    description: 'Investor club membership (annual)',
    status: 'succeeded',
    client_secret: null,
    created_at: ctx.daysAgo(200),
  })
  await put(ctx, 'payments', {
    user_id: demo.id,
    type: 'single',
    plan: null,
    investment_id: null,
    amount: 49,
    currency: 'GBP',
    description: 'Certified copy of share certificate',
    status: 'succeeded',
    client_secret: null,
    created_at: ctx.daysAgo(45),
  })
}
