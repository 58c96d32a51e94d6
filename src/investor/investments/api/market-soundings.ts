import { queryOptions } from '@tanstack/react-query'
import { decodePage, decodeRecord, http, withQuery, type ListQuery } from '@/lib/api'
import type {
  MarketSounding,
  SoundingDecision,
  SoundingResponse,
} from '@/lib/market-soundings/market-sounding'

/**
 * The market-soundings family (openapi/resources/market-soundings.yaml). Keys follow
 * resourceKeys' shape, so `['market-soundings']` invalidates every list and record.
 */
export const soundingKeys = {
  all: ['market-soundings'] as const,
  lists: () => [...soundingKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...soundingKeys.lists(), query] as const,
  detail: (id: number) => [...soundingKeys.all, 'detail', String(id)] as const,
}

/** The investor may not see an internal opportunity before launch: its name comes appended. */
const APPEND = ['opportunity_name']

const pendingQuery: ListQuery = {
  filter: { pending: 1 },
  append: APPEND,
  sort: ['-created_at'],
  perPage: 20,
}

/** The investor's soundings still awaiting an answer (the API shows investors their own). */
export const pendingSoundingsQuery = queryOptions({
  queryKey: soundingKeys.list(pendingQuery),
  queryFn: async ({ signal }) => {
    const url = withQuery('/api/market-soundings', pendingQuery)
    const res = await http.get<unknown>(url, { signal })
    return decodePage<MarketSounding>(res.data, 'the market soundings')
  },
})

export const soundingQuery = (id: number) =>
  queryOptions({
    queryKey: soundingKeys.detail(id),
    queryFn: async ({ signal }) => {
      const url = withQuery(`/api/market-soundings/${id}`, { append: APPEND })
      const res = await http.get<unknown>(url, { signal })
      return decodeRecord<MarketSounding>(res.data, 'the market sounding')
    },
  })

/**
 * POST /api/market-soundings/{id}/decision: agree to receive the information (its text comes
 * back with the record) or decline it. The first decision stands; the other is a 422.
 */
export async function decideSounding(id: number, decision: SoundingDecision) {
  const url = `/api/market-soundings/${id}/decision`
  const res = await http.post<unknown>(url, { decision })
  return decodeRecord<MarketSounding>(res.data, 'the market sounding')
}

/**
 * POST /api/market-soundings/{id}/respond: recorded once, after agreeing; a second answer, or
 * one before agreeing, is a 422.
 */
export async function respondToSounding(id: number, response: SoundingResponse | null) {
  const url = `/api/market-soundings/${id}/respond`
  const res = await http.post<unknown>(url, { response })
  return decodeRecord<MarketSounding>(res.data, 'the market sounding')
}
