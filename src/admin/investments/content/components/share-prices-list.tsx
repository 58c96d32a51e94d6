import { useQuery } from '@tanstack/react-query'
import { formatDate, formatGBP } from '@/lib/format'
import { Card, DataTable, QueryStates, type Column } from '@/ui'
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
      <QueryStates
        query={query}
        loading="Loading share prices…"
        errorMessage="The share prices could not be loaded."
      >
        {(data) => (
          <DataTable
            caption="Share prices"
            columns={columns}
            rows={data.data}
            rowKey={(p) => p.id}
            empty="No share prices have been recorded."
          />
        )}
      </QueryStates>
    </Card>
  )
}
