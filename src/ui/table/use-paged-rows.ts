import { useState } from 'react'
import type { PaginatorMeta } from './pagination'

/**
 * Rows already in memory, a page at a time: the page's rows and, when there is more than one
 * page, the pager's figures (null otherwise, so no pager shows).
 */
export function usePagedRows<T>(all: readonly T[], perPage: number) {
  const [page, setPage] = useState(1)
  const last = Math.max(1, Math.ceil(all.length / perPage))
  const current = Math.min(page, last)
  const start = (current - 1) * perPage
  const rows = all.slice(start, start + perPage)
  const pager: PaginatorMeta | null =
    all.length > perPage
      ? {
          current_page: current,
          last_page: last,
          total: all.length,
          from: start + 1,
          to: start + rows.length,
        }
      : null
  return { rows, pager, setPage }
}
