import { queryOptions } from '@tanstack/react-query'
import { decodePage, http, withQuery, type ListQuery } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'
import { investorStatsQuery, type InvestorStats } from '@/lib/resources'
import { pageQuery, resourceKeys, type RecordOf } from '@/lib/resources'

export type { InvestorStats }
export type MarketSounding = components['schemas']['MarketSounding']

/** The headline figures: the same query as the portfolio's (src/lib/investments). */
export { investorStatsQuery }

/** How many of a list the overview shows before "View all". */
export const ATTENTION_LIMIT = 5

const cashCallsQuery: ListQuery = {
  filter: { payment_state: 'cash_call_awaiting', active: 1 },
  sort: ['-reserved_at'],
  perPage: ATTENTION_LIMIT,
}

/** The investor's cash calls awaiting payment (GET /api/investments/user), with opportunities. */
export const cashCallsAwaitingQuery = queryOptions({
  queryKey: [...resourceKeys('investments').lists(), 'user', cashCallsQuery] as const,
  queryFn: async ({ signal }) => {
    const url = withQuery('/api/investments/user', cashCallsQuery)
    const res = await http.get<unknown>(url, { signal })
    return decodePage<RecordOf<'investments'>>(res.data, 'your cash calls')
  },
})

/**
 * Onboarding documents still waiting for the investor: forms to sign and files to upload
 * (status required), and those staff sent back (rejected).
 */
export const outstandingDocumentsQuery = (userId: number) =>
  pageQuery('onboarding-documents', {
    filter: { user_id: userId, status: ['required', 'rejected'] },
    sort: ['id'],
    perPage: ATTENTION_LIMIT,
  })

/** The newest live opportunities open to the investor (the API's investor scope). */
export const latestOpportunitiesQuery = pageQuery('investment-opportunities', {
  filter: { status: [2, 3] },
  append: ['percentage_raised'],
  sort: ['-created_at', 'name'],
  perPage: 3,
})

const soundingsQuery: ListQuery = {
  filter: { pending: 1 },
  append: ['opportunity_name'],
  sort: ['-created_at'],
  perPage: ATTENTION_LIMIT,
}

/**
 * Market soundings awaiting the investor's answer (the family's keys, so answering one, which
 * invalidates `['market-soundings']`, clears it here too).
 */
export const pendingSoundingsQuery = queryOptions({
  queryKey: ['market-soundings', 'list', soundingsQuery] as const,
  queryFn: async ({ signal }) => {
    const url = withQuery('/api/market-soundings', soundingsQuery)
    const res = await http.get<unknown>(url, { signal })
    return decodePage<MarketSounding>(res.data, 'the market soundings')
  },
})
