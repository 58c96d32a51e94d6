import { formatGBP } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'
import { useTerm } from '@/lib/terminology'
import { DataTable, StatusBadge } from '@/ui'
import { formatDay, formatPrice, formatUnits } from '../model/format'
import { investmentStatus, transactionType } from '@/lib/investments'

type Investment = RecordOf<'investments'>

/** The investor's investments in one opportunity, oldest first (cancelled ones included). */
export function TransactionsTable({ investments }: { investments: Investment[] }) {
  const t = useTerm()
  const rows = [...investments].sort((a, b) =>
    String(a.reserved_at).localeCompare(String(b.reserved_at)),
  )
  return (
    <DataTable
      caption="Transactions"
      rows={rows}
      rowKey={(i) => i.id}
      columns={[
        { id: 'date', header: 'Date', cell: (i) => formatDay(i.reserved_at) },
        { id: 'type', header: 'Type', cell: transactionType },
        { id: 'amount', header: 'Amount', align: 'right', cell: (i) => formatGBP(i.amount) },
        {
          id: 'shares',
          header: 'Shares',
          align: 'right',
          cell: (i) => (i.shares === null ? '—' : formatUnits(i.shares)),
        },
        {
          id: 'price',
          header: 'Share price',
          align: 'right',
          cell: (i) => formatPrice(i.share_price) || '—',
        },
        {
          id: 'status',
          header: 'Status',
          cell: (i) => {
            const s = investmentStatus(i.status, t)
            return <StatusBadge tone={s.tone}>{s.label}</StatusBadge>
          },
        },
      ]}
    />
  )
}
