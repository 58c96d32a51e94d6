import { queryOptions } from '@tanstack/react-query'
import type { ListQuery } from '@/lib/api'
import { fetchPage, pageQuery, resourceKeys, type RecordOf } from '@/lib/resources'

export const TRANSACTIONS_PER_PAGE = 25
/** Pages of amounts read for the total; beyond them the total says it is partial. */
const TOTAL_PAGES = 20
const TOTAL_PER_PAGE = 100

const INCLUDE = ['user', 'investmentOpportunity', 'investmentMethod', 'organisation'] as const
/** Where the opportunity is the record itself, its name would only repeat on every row. */
const INCLUDE_BUT_OPPORTUNITY = ['user', 'investmentMethod', 'organisation'] as const

/** One page of a record's transactions, sorted by the server (spatie `sort`). */
export const transactionsPageQuery = (filter: Record<string, number>, sort: string, page: number) =>
  pageQuery('investments', {
    filter,
    include: INCLUDE,
    sort: [sort],
    page,
    perPage: TRANSACTIONS_PER_PAGE,
  })

export interface TransactionsTotal {
  amount: number
  count: number
  /** False when there were more rows than the total reads. */
  complete: boolean
}

/**
 * The sum of the record's investments that are not cancelled. The API has no sum, so the
 * amounts are read a hundred at a time with a sparse fieldset (`fields[investments]=id,amount`).
 */
async function fetchTotal(filter: Record<string, number>, signal: AbortSignal) {
  let amount = 0
  let count = 0
  for (let page = 1; page <= TOTAL_PAGES; page++) {
    const query: ListQuery = {
      filter: { ...filter, active: 1 },
      fields: { investments: ['id', 'amount'] },
      sort: ['id'],
      page,
      perPage: TOTAL_PER_PAGE,
    }
    const got = await fetchPage('investments', query, signal)
    for (const row of got.data) amount += Number(row.amount) || 0
    count += got.data.length
    if (page >= got.last_page) return { amount, count, complete: true }
  }
  return { amount, count, complete: false }
}

export const transactionsTotalQuery = (filter: Record<string, number>) =>
  queryOptions<TransactionsTotal>({
    queryKey: [...resourceKeys('investments').lists(), 'total', filter] as const,
    queryFn: ({ signal }) => fetchTotal(filter, signal),
  })

export interface AllTransactions {
  rows: RecordOf<'investments'>[]
  /** False when there were more rows than are read (TOTAL_PAGES of TOTAL_PER_PAGE). */
  complete: boolean
}

/** Every transaction of the record, latest reservation first, read a hundred at a time. */
async function fetchAll(filter: Record<string, number>, signal: AbortSignal) {
  const rows: RecordOf<'investments'>[] = []
  for (let page = 1; page <= TOTAL_PAGES; page++) {
    const got = await fetchPage(
      'investments',
      {
        filter,
        include: INCLUDE_BUT_OPPORTUNITY,
        sort: ['-reserved_at', '-id'],
        page,
        perPage: TOTAL_PER_PAGE,
      },
      signal,
    )
    rows.push(...got.data)
    if (page >= got.last_page) return { rows, complete: true }
  }
  return { rows, complete: false }
}

/**
 * All of a record's transactions at once (cancelled ones too), for screens that group,
 * total and select across them, e.g. an opportunity's cash calls. Keyed under the
 * investments lists, so any investment write refreshes it.
 */
export const allTransactionsQuery = (filter: Record<string, number>) =>
  queryOptions<AllTransactions>({
    queryKey: [...resourceKeys('investments').lists(), 'all', filter] as const,
    queryFn: ({ signal }) => fetchAll(filter, signal),
  })
