import { queryOptions } from '@tanstack/react-query'
import { decodePage, http, withQuery, type ListQuery } from '@/lib/api'
import { investorStatsQuery, type InvestorStats } from '@/lib/resources'
import { fetchPage, pageQuery, resourceKeys, type RecordOf } from '@/lib/resources'

export type { InvestorStats }
export type MyInvestment = RecordOf<'investments'>

/**
 * Keys under the investments and funds families: placing an investment invalidates
 * `resourceKeys('investments').all`, which then refreshes the totals and the holdings too.
 */
export const portfolioKeys = {
  stats: () => investorStatsQuery.queryKey,
  investments: () => [...resourceKeys('investments').lists(), 'user', 'portfolio'] as const,
  funds: () => [...resourceKeys('funds').lists(), 'portfolio'] as const,
  tax: () => [...resourceKeys('investments').lists(), 'user', 'tax'] as const,
}

/** The headline figures: one query for the overview and the portfolio. */
export { investorStatsQuery }

const PER_PAGE = 100

/**
 * GET /api/investments/user: every investment of the investor that is not cancelled, with
 * `include`. One page holds a normal portfolio; a larger one is read page by page.
 */
export async function readMyInvestments(include: string[], signal?: AbortSignal) {
  const query = (page: number): ListQuery => ({
    filter: { active: 1 },
    include,
    sort: ['reserved_at'],
    page,
    perPage: PER_PAGE,
  })
  const get = async (page: number) => {
    const res = await http.get<unknown>(withQuery('/api/investments/user', query(page)), {
      signal,
    })
    return decodePage<MyInvestment>(res.data, 'your investments')
  }
  const first = await get(1)
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.last_page - 1) }, (_, i) => get(i + 2)),
  )
  return [first, ...rest].flatMap((p) => p.data)
}

/** The investor's investments with their opportunity and its share prices (to value them). */
export const myInvestmentsQuery = queryOptions({
  queryKey: portfolioKeys.investments(),
  queryFn: ({ signal }) => readMyInvestments(['investmentOpportunity.sharePrices'], signal),
})

/**
 * GET /api/funds with the investor's own ledger entries and the NAVs: the funds they hold are
 * those with entries (the list also shows funds merely offered to them).
 */
export const myFundsQuery = queryOptions({
  queryKey: portfolioKeys.funds(),
  queryFn: async ({ signal }) => {
    const page = await fetchPage(
      'funds',
      { include: ['ledger', 'netAssetValues'], perPage: PER_PAGE },
      signal,
    )
    return page.data.filter((f) => (f.ledger ?? []).length > 0)
  },
})

/** GET /api/portfolio-tables: the tenant's portfolio table layouts, in their order. */
export const portfolioTablesQuery = pageQuery('portfolio-tables', {
  sort: ['order'],
  perPage: PER_PAGE,
})
