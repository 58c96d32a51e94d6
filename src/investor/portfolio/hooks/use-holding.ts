import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTerm, type TermKey } from '@/lib/terminology'
import { NotFoundError } from '@/ui'
import { holdingQuery, type Opportunity } from '../api/holding-queries'
import { positionsByOpportunity, type Holding } from '../model/holdings'
import { isoToday } from '../model/valuation'

/**
 * The investor's position in an opportunity: what is invested, valued today, and what is
 * reserved or called for; null when every investment is cancelled or there is none.
 */
export function holdingOf(opportunity: Opportunity, t: (key: TermKey) => string): Holding | null {
  const investments = (opportunity.investments ?? []).map((i) => ({
    ...i,
    investment_opportunity: opportunity,
  }))
  return positionsByOpportunity(investments, isoToday(), t)[0] ?? null
}

/**
 * An opportunity the investor holds, for the holding's pages. Unknown, hidden or not held
 * (every investment cancelled, or none) throws NotFoundError: the shell shows SPEC §2's 404.
 */
export function useHolding(id: string) {
  const t = useTerm()
  const query = useQuery(holdingQuery(id))
  const opportunity = query.data ?? null
  const holding = useMemo(() => (opportunity ? holdingOf(opportunity, t) : null), [opportunity, t])
  if (query.isSuccess && !holding) throw new NotFoundError('holding')
  return { query, opportunity, holding }
}
