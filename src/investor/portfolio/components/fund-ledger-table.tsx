import { formatGBP } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'
import { DataTable, Pagination, usePagedRows } from '@/ui'
import { formatDay, formatUnits } from '../model/format'

type LedgerEntry = RecordOf<'fund-ledger'>

export const LEDGER_TITLE = 'Your ledger'
export const LEDGER_CAPTION = 'Ledger entries'
export const LEDGER_PER_PAGE = 10

const TYPES: Record<LedgerEntry['type'], string> = {
  commitment: 'Commitment',
  capital_call: 'Capital call',
  distribution: 'Distribution',
  fee: 'Fee',
  redemption: 'Redemption',
}

/** The investor's entries in a fund, newest first, ten to a page. */
export function FundLedgerTable({ entries }: { entries: LedgerEntry[] }) {
  const sorted = [...entries].sort(
    (a, b) => b.entry_date.localeCompare(a.entry_date) || b.id - a.id,
  )
  const { rows, pager, setPage } = usePagedRows(sorted, LEDGER_PER_PAGE)
  return (
    <div>
      <DataTable
        caption={LEDGER_CAPTION}
        rows={rows}
        rowKey={(e) => e.id}
        empty="No entries yet."
        columns={[
          { id: 'date', header: 'Date', cell: (e) => formatDay(e.entry_date) },
          { id: 'type', header: 'Type', cell: (e) => TYPES[e.type] },
          { id: 'reference', header: 'Reference', cell: (e) => e.reference ?? '—' },
          { id: 'amount', header: 'Amount', align: 'right', cell: (e) => formatGBP(e.amount) },
          {
            id: 'units',
            header: 'Units',
            align: 'right',
            cell: (e) => (e.units === null ? '—' : formatUnits(e.units)),
          },
        ]}
      />
      {pager ? (
        <Pagination
          label={`${LEDGER_CAPTION} pages`}
          itemNoun="entries"
          onPageChange={setPage}
          meta={pager}
        />
      ) : null}
    </div>
  )
}
