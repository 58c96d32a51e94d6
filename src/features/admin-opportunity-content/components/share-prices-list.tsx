import { useQuery } from '@tanstack/react-query'
import { formatDate, formatGBP } from '@/lib/format'
import { Card, DataTable, ErrorState, LoadingState, type Column } from '@/ui'
import { contentQuery, type SharePrice } from '../api/content-api'

const REASONS: Record<string, string> = {
  round: 'Funding round',
  valuation: 'Valuation',
  secondary: 'Secondary sale',
}

const columns: Column<SharePrice>[] = [
  {
    id: 'effective_date',
    header: 'Effective',
    cell: (p) => formatDate(p.effective_date),
  },
  { id: 'price', header: 'Price', cell: (p) => formatGBP(Number(p.price)), align: 'right' },
  { id: 'reason', header: 'Reason', cell: (p) => REASONS[p.reason] ?? p.reason },
  { id: 'notes', header: 'Notes', cell: (p) => p.notes ?? '' },
]

/** The opportunity's share-price history as investors see it (read only here). */
export function SharePricesList({ opportunityId }: { opportunityId: number }) {
  const query = useQuery(contentQuery('share-prices', opportunityId))
  return (
    <Card title="Share prices">
      {query.isPending ? (
        <LoadingState label="Loading share prices…" />
      ) : query.isError ? (
        <ErrorState
          message="The share prices could not be loaded."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <DataTable
          caption="Share prices"
          columns={columns}
          rows={query.data.data}
          rowKey={(p) => p.id}
          empty="No share prices have been recorded."
        />
      )}
    </Card>
  )
}
