import type { components } from '@/lib/api/schema.gen'
import { formatDate, formatGBP } from '@/lib/format'
import { Card, DataTable, type Column } from '@/ui'

type SharePrice = components['schemas']['SharePrice']

const REASONS: Record<SharePrice['reason'], string> = {
  round: 'Funding round',
  valuation: 'Valuation',
  secondary: 'Secondary sale',
}

const columns: Column<SharePrice>[] = [
  { id: 'date', header: 'Effective date', cell: (p) => formatDate(p.effective_date) },
  {
    id: 'price',
    header: 'Price per share',
    align: 'right',
    cell: (p) => formatGBP(p.price, { pence: 'always' }),
  },
  { id: 'reason', header: 'Reason', cell: (p) => REASONS[p.reason] ?? p.reason },
]

/** The share price's history, latest first. */
export function SharePricesCard({ prices }: { prices: SharePrice[] }) {
  if (prices.length === 0) return null
  const ordered = [...prices].sort((a, b) => b.effective_date.localeCompare(a.effective_date))
  return (
    <Card title="Share prices">
      <DataTable
        caption="Share price history"
        columns={columns}
        rows={ordered}
        rowKey={(p) => p.id}
      />
    </Card>
  )
}
