import { useMemo, useState } from 'react'
import { useTerms } from '@/lib/terminology'
import { DataTable, Pagination, usePagedRows, type SortState } from '@/ui'
import type { Holding } from '../model/holdings'
import { holdingColumns, type PortfolioColumn } from './holding-columns'

export const HOLDINGS_PER_PAGE = 25

/** One portfolio table layout over the holdings: sortable by any column, paged. */
export function HoldingsTable({
  caption,
  columns,
  holdings,
}: {
  caption: string
  columns: readonly PortfolioColumn[]
  holdings: Holding[]
}) {
  const [sort, setSort] = useState<SortState | null>(null)
  const terms = useTerms()
  const cols = useMemo(() => holdingColumns(columns, terms), [columns, terms])
  const sorted = useMemo(() => {
    const col = sort && cols.find((c) => c.id === sort.id)
    if (!col) return holdings
    const dir = sort.direction === 'asc' ? 1 : -1
    return [...holdings].sort((a, b) => {
      const x = col.sortValue(a)
      const y = col.sortValue(b)
      return (x < y ? -1 : x > y ? 1 : 0) * dir
    })
  }, [holdings, cols, sort])
  const { rows, pager, setPage } = usePagedRows(sorted, HOLDINGS_PER_PAGE)
  return (
    <div>
      <DataTable
        caption={caption}
        columns={cols}
        rows={rows}
        rowKey={(h) => h.key}
        sort={sort}
        onSortChange={(next) => {
          setSort(next)
          setPage(1)
        }}
      />
      {pager ? (
        <Pagination
          label={`${caption} pages`}
          itemNoun="holdings"
          onPageChange={setPage}
          meta={pager}
        />
      ) : null}
    </div>
  )
}
