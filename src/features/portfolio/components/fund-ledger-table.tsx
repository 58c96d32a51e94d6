import { useState } from 'react'
import { formatGBP } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'
import { DataTable, Pagination } from '@/ui'
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
  const [page, setPage] = useState(1)
  const sorted = [...entries].sort(
    (a, b) => b.entry_date.localeCompare(a.entry_date) || b.id - a.id,
  )
  const last = Math.max(1, Math.ceil(sorted.length / LEDGER_PER_PAGE))
  const current = Math.min(page, last)
  const start = (current - 1) * LEDGER_PER_PAGE
  const rows = sorted.slice(start, start + LEDGER_PER_PAGE)
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
      {sorted.length > LEDGER_PER_PAGE ? (
        <Pagination
          label={`${LEDGER_CAPTION} pages`}
          itemNoun="entries"
          onPageChange={setPage}
          meta={{
            current_page: current,
            last_page: last,
            total: sorted.length,
            from: start + 1,
            to: start + rows.length,
          }}
        />
      ) : null}
    </div>
  )
}
