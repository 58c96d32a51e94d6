import type { SeedContext } from './context'
import { put } from './deals-util'

/** Who outside the platform knows about a deal before it is public, and why (no faker calls). */
const PEOPLE = [
  {
    name: 'Priya Raman',
    firm: 'Holloway & Finch LLP',
    email: 'p.raman@hollowayfinch.example',
    phone: '+44 20 7946 0112',
    reason: 'Legal adviser to the company on the round',
  },
  {
    name: 'Tom Ashby',
    firm: 'Ashby Corporate Finance',
    email: 'tom@ashbycf.example',
    phone: '+44 161 496 0457',
    reason: 'Corporate finance adviser; prepared the information memorandum',
  },
  {
    name: 'Grace Okafor',
    firm: null,
    email: 'grace.okafor@example.net',
    phone: null,
    reason: "Company's chief financial officer",
  },
] as const

/**
 * A few external insiders on the opportunities being market-sounded (the same deals as the
 * soundings): two current, one who ceased to be an insider when the information was published.
 */
export async function seedExternalInsiders(ctx: SeedContext) {
  const deals = ctx.db
    .table('investment-opportunities')
    .where((o) => o.market_sounding === 1)
    .sort((a, b) => a.id - b.id)
  if (deals.length === 0) return
  const at = (days: number) => ctx.daysAgo(days).slice(0, 16).replace(' ', 'T')
  for (const [i, person] of PEOPLE.entries()) {
    const deal = deals[i % deals.length]
    await put(ctx, 'pa-deals', {
      ...person,
      investment_opportunity_id: deal.id,
      became_insider_at: at(20 - i * 4),
      ceased_at: i === 2 ? ctx.daysAgo(2).slice(0, 10) : null,
      created_at: ctx.daysAgo(20 - i * 4),
    })
  }
}
