import { useQuery } from '@tanstack/react-query'
import { opportunityBySlugQuery } from '../../opportunities'
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
  if (opp.isError || holding.isError || option.isError) {
    return {
      status: 'error',
      retrying: opp.isFetching || holding.isFetching || option.isFetching,
      retry: () => {
        if (opp.isError) void opp.refetch()
        if (holding.isError) void holding.refetch()
        if (option.isError) void option.refetch()
      },
    }
  }
  if (opp.isPending) return { status: 'loading' }
  if (opp.data === null) return { status: 'missing' }
  if (holding.isPending || option.isPending) return { status: 'loading', opportunity: opp.data }
  const status = Number(opp.data.status)
  const holds = holding.data
  const openness: Openness = LIVE.includes(status)
    ? 'open'
    : status === COMPLETED && holds
      ? 'follow-on'
      : 'closed'
  return { status: 'ready', opportunity: opp.data, holds, option: option.data, openness }
}
