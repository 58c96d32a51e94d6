import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { personName } from '@/lib/api'
import { formatDate, formatGBP } from '@/lib/format'
import { paymentStateLabel } from '@/lib/investments'
import type { RecordOf } from '@/lib/resources'
import type { TermKey } from '@/lib/terminology'
import { StatusBadge, VisuallyHidden, type Column } from '@/ui'

export type Transaction = RecordOf<'investments'>
type Term = (key: TermKey) => string

/** An empty cell that still says so to a screen reader (a bare dash reads as "dash"). */
function NotSet() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>Not set</VisuallyHidden>
    </>
  )
}

const orNotSet = (text: string | null | undefined): ReactNode => (text ? text : <NotSet />)

const VIA: Record<Transaction['investor_type'], string> = {
  individual: 'Individual',
  organisation: 'Organisation',
  pension: 'Pension',
  investment_method: 'Investment method',
}

/** The vehicle: the named investment method or organisation when there is one, else the kind. */
function method(i: Transaction): string {
  if (i.investment_method?.name) return i.investment_method.name
  if (i.organisation?.name) return i.organisation.name
  const kind = VIA[i.investor_type] ?? 'Individual'
  return i.investor_type === 'pension' && i.pension_provider
    ? `${kind} (${i.pension_provider})`
    : kind
}

/** SPEC §4's payment label; a cancelled reservation is said as such whatever its state. */
export function TransactionStatus({ row, t }: { row: Transaction; t: Term }) {
  if (row.status === 'cancelled') return <StatusBadge tone="neutral">Cancelled</StatusBadge>
  const { label, tone } = paymentStateLabel(row.payment_state, t)
  return <StatusBadge tone={tone}>{label}</StatusBadge>
}

/**
 * The table's columns; sortable ids are the API's sort fields. The investor and opportunity
 * columns are left out where every row would repeat the record itself.
 */
export function transactionColumns(
  t: Term,
  {
    investor,
    opportunity,
    opportunityLink,
  }: {
    investor: boolean
    opportunity: boolean
    /** Where the opportunity's name links (null: the role may not open it). */
    opportunityLink?: (o: { id: number; stage: number }) => string | null
  },
): Column<Transaction>[] {
  const columns: (Column<Transaction> | false)[] = [
    {
      id: 'reserved_at',
      header: 'Date',
      sortable: true,
      cell: (i) => orNotSet(formatDate(i.reserved_at ?? i.created_at)),
    },
    investor && {
      id: 'investor',
      header: t('investor'),
      cell: (i) => orNotSet(i.user ? personName(i.user) || i.user.email : null),
    },
    opportunity && {
      id: 'opportunity',
      header: 'Opportunity',
      cell: (i) => {
        const o = i.investment_opportunity
        if (!o?.name) return <NotSet />
        const to = opportunityLink?.(o) ?? null
        return to ? <Link to={to}>{o.name}</Link> : o.name
      },
    },
    { id: 'method', header: 'Investment method', cell: method },
    {
      id: 'amount',
      header: 'Amount',
      sortable: true,
      align: 'right',
      cell: (i) => orNotSet(formatGBP(i.amount)),
    },
    {
      id: 'payment_state',
      header: 'Status',
      sortable: true,
      cell: (i) => <TransactionStatus row={i} t={t} />,
    },
    { id: 'reference', header: 'Reference', cell: (i) => orNotSet(i.payment_reference) },
  ]
  return columns.filter((c): c is Column<Transaction> => c !== false)
}
