import { useQuery } from '@tanstack/react-query'
import { investmentsInOpportunityQuery, opportunityBySlugQuery } from '@/investor/investments'
import { holdingQuery, openOptionQuery } from '../api/invest-queries'
import type { Opportunity } from '../model/invest-form'
import type { PreEmptionOption } from '../model/pre-emption'

/** Live - External and Live - Internal take reservations; a completed round takes follow-ons. */
const LIVE = [2, 3]
const COMPLETED = 5

export type Openness = 'open' | 'follow-on' | 'closed'

export type InvestContext =
  /** The opportunity comes first (its heading need not wait for the reads that follow it). */
  | { status: 'loading'; opportunity?: Opportunity }
  | { status: 'error'; retry: () => void; retrying: boolean }
  | { status: 'missing' }
  | {
      status: 'ready'
      opportunity: Opportunity
      holds: boolean
      /** What the investor has in it already (not cancelled): the maximum bounds the total. */
      held: number
      option: PreEmptionOption | null
      openness: Openness
    }

/**
 * The opportunity (the one cache entry the opportunity page shares) and, once its id is known,
 * whether the investor holds it and their open pre-emption option, both at once.
 */
export function useInvestContext(slug: string): InvestContext {
  const opp = useQuery(opportunityBySlugQuery(slug))
  const id = opp.data?.id ?? 0
  const holding = useQuery({ ...holdingQuery(id), enabled: id > 0 })
  const option = useQuery({ ...openOptionQuery(id), enabled: id > 0 })
  const mine = useQuery({ ...investmentsInOpportunityQuery(id), enabled: id > 0 })
  if (opp.isError || holding.isError || option.isError || mine.isError) {
    const reads = [opp, holding, option, mine]
    return {
      status: 'error',
      retrying: reads.some((q) => q.isFetching),
      retry: () => {
        for (const q of reads) if (q.isError) void q.refetch()
      },
    }
  }
  if (opp.isPending) return { status: 'loading' }
  if (opp.data === null) return { status: 'missing' }
  if (holding.isPending || option.isPending || mine.isPending)
    return { status: 'loading', opportunity: opp.data }
  const status = Number(opp.data.status)
  const holds = holding.data
  const openness: Openness = LIVE.includes(status)
    ? 'open'
    : status === COMPLETED && holds
      ? 'follow-on'
      : 'closed'
  const held = heldTotal(mine.data.data, opp.data.id)
  return { status: 'ready', opportunity: opp.data, holds, held, option: option.data, openness }
}

/** The sum of the investor's non-cancelled investments in the opportunity, to the penny. */
function heldTotal(
  rows: readonly { amount?: unknown; status?: unknown; investment_opportunity_id?: unknown }[],
  oppId: number,
): number {
  let pence = 0
  for (const r of rows) {
    if (r.status === 'cancelled' || Number(r.investment_opportunity_id) !== oppId) continue
    const amount = Number(r.amount)
    if (Number.isFinite(amount)) pence += Math.round(amount * 100)
  }
  return pence / 100
}
