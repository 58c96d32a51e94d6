import type { ListQuery } from '@/lib/api'
import { pageQuery } from '@/lib/resources'
import { LIVE_STATUSES } from '../model/opportunity-status'
import type { OpportunitySort } from '../model/sort-options'

/** Twelve cards: even rows of one, two, three or four columns. */
export const OPPORTUNITIES_PER_PAGE = 12

export interface OpportunityListParams {
  search: string
  /** status, industry_id, type_id, tax_relief: only the filters the page offers. */
  filters: Readonly<Record<string, string>>
  sort: OpportunitySort
  page: number
}

/**
 * The opportunities open to the investor. The API's investor scope already narrows to live
 * external ones, invited internal ones and their holdings; the status filter keeps the list to
 * the live ones (holdings that closed belong to the portfolio).
 */
export function opportunityListQuery({ search, filters, sort, page }: OpportunityListParams) {
  const query: ListQuery = {
    filter: {
      status: filters.status ?? [...LIVE_STATUSES],
      industry_id: filters.industry_id,
      type_id: filters.type_id,
      tax_relief: filters.tax_relief,
      search: search || undefined,
    },
    include: ['industry', 'type', 'taxOptions'],
    append: ['percentage_raised', 'days_left'],
    // name breaks ties, so a page boundary never splits equal rows differently per request.
    sort: [sort, 'name'],
    page,
    perPage: OPPORTUNITIES_PER_PAGE,
  }
  return query
}

export const opportunitiesPageQuery = (params: OpportunityListParams) =>
  pageQuery('investment-opportunities', opportunityListQuery(params))

/** Industries and types for the filters: short reference lists, one page each. */
export const industriesQuery = pageQuery('industries', { sort: ['name'], perPage: 100 })
export const typesQuery = pageQuery('types', { sort: ['order'], perPage: 100 })
