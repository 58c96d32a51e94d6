import { personName } from '@/lib/api'
import { formatDate, formatGBP, formatUnits } from '@/lib/format'
import { DataTable, Pagination, usePagedRows, SectionNote, StatCard, StatGrid } from '@/ui'
// The portfolio's pager of rows in memory: the same ledger, a page at a time, as investors see it.
import type { LedgerEntry } from '../api/fund-queries'
import { LEDGER_TYPE_LABELS, ledgerRows, ledgerTotals, type LedgerRow } from '../model/ledger'
import { useTerm } from '@/lib/terminology'

export const LEDGER_PER_PAGE = 20

/** "+£1,000" paid in, "-£250" paid out, "£5,000" for a commitment (no money moved). */
function flowText(row: LedgerRow) {
  const amount = formatGBP(row.entry.amount)
  return row.flow > 0 ? `+${amount}` : row.flow < 0 ? `-${amount}` : amount
}

const investor = (e: LedgerEntry) =>
  e.user ? personName(e.user, String(e.user.email ?? '')) : `Investor ${e.user_id}`

/** The fund's ledger, newest first, with the net paid in after each entry; twenty to a page. */
export function LedgerTable({ entries }: { entries: LedgerEntry[] }) {
  const t = useTerm()
  const rows = ledgerRows(entries)
  const totals = ledgerTotals(entries)
  const { rows: shown, pager, setPage } = usePagedRows(rows, LEDGER_PER_PAGE)
  return (
    <>
      <StatGrid aria-label="Ledger totals">
        <StatCard label="Committed" value={formatGBP(totals.committed)} />
        <StatCard label="Paid in" value={formatGBP(totals.paidIn)} />
        <StatCard label="Paid out" value={formatGBP(totals.paidOut)} />
        <StatCard label="Net paid in" value={formatGBP(rows[0]?.balance ?? 0)} />
      </StatGrid>
      <div>
        <DataTable
          caption="Fund ledger"
          rowKey={(r) => r.entry.id}
          rows={shown}
          empty={<SectionNote>No ledger entries yet.</SectionNote>}
          columns={[
            { id: 'date', header: 'Date', cell: (r) => formatDate(r.entry.entry_date, 'UTC') },
            { id: 'type', header: 'Type', cell: (r) => LEDGER_TYPE_LABELS[r.entry.type] },
            { id: 'investor', header: t('investor'), cell: (r) => investor(r.entry) },
            { id: 'reference', header: 'Reference', cell: (r) => r.entry.reference ?? '—' },
            { id: 'amount', header: 'Amount', align: 'right', cell: flowText },
            {
              id: 'units',
              header: 'Units',
              align: 'right',
              cell: (r) => (r.entry.units == null ? '—' : formatUnits(Number(r.entry.units))),
            },
            {
              id: 'balance',
              header: 'Net paid in',
              align: 'right',
              cell: (r) => formatGBP(r.balance),
            },
          ]}
        />
        {pager ? (
          <Pagination
            label="Fund ledger pages"
            itemNoun="entries"
            onPageChange={setPage}
            meta={pager}
          />
        ) : null}
      </div>
      <SectionNote>
        Net paid in is the running balance: subscriptions (capital calls) and fees add to it,
        distributions and redemptions take from it; a commitment moves no money.
      </SectionNote>
    </>
  )
}
