import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { queryErrorMessage } from '@/lib/api'
import { formatDate, formatGBP } from '@/lib/format'
import { can } from '@/lib/permissions'
import { downloadExport } from '@/lib/resources'
import { useCurrentUser } from '@/lib/session'
import { useTerm } from '@/lib/terminology'
import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  ExportButton,
  LoadingState,
  Tabs,
  VisuallyHidden,
  type Column,
} from '@/ui'
import type { RecordTabProps } from '@/features/admin-records'
import {
  allTransactionsQuery,
  subjectFilter,
  transactionColumns,
  TransactionStatus,
  type Transaction,
} from '@/features/admin-transactions'
import {
  GROUPS,
  amountDue,
  groupLabels,
  groupOf,
  mayCall,
  mayCancel,
  mayMarkPaid,
  totalsOf,
  type PaymentGroup,
} from '../model/payment-groups'
import { CancelReservationDialog } from './cancel-reservation-dialog'
import { CashCallDialog, investorOf } from './cash-call-dialog'
import { CashCallTotals } from './cash-call-totals'
import { MarkPaidDialog } from './mark-paid-dialog'
import {
  StyledActions,
  StyledHeader,
  StyledHeading,
  StyledRowActions,
  StyledSection,
  StyledSelection,
  StyledStatus,
} from './cash-call-styles'

type Selected = ReadonlySet<string | number>
const NONE: Selected = new Set()

/**
 * The transactions tab of a live opportunity: its investments grouped by SPEC §4 payment
 * state with the money in each and the raise against its target, a CSV export, and for staff
 * with `investment_opportunity_live_cash_call` the cash calls: call all or selected reserved
 * investors, mark payments received one by one or in bulk (each asked first), cancel a reservation.
 */
export function OpportunityTransactionsTab({ record, subject }: RecordTabProps) {
  const t = useTerm()
  const role = useCurrentUser().user?.role_id ?? null
  const mayIssue = can(role, 'investment_opportunity_live_cash_call', 'create')
  const mayUpdate = can(role, 'investment_opportunity_live_cash_call', 'update')
  const filter = useMemo(
    () => subjectFilter(subject) ?? { investment_opportunity_id: record.id },
    [subject, record.id],
  )
  const list = useQuery(allTransactionsQuery(filter))
  const [group, setGroup] = useState<PaymentGroup>('all')
  const [selected, setSelected] = useState<Selected>(NONE)
  const [calling, setCalling] = useState<Transaction[] | null>(null)
  const [cancelling, setCancelling] = useState<Transaction | null>(null)
  // Marking paid moves money and tells investors: it always asks first (MarkPaidDialog).
  const [paying, setPaying] = useState<Transaction[] | null>(null)
  const clearSelection = useCallback(() => setSelected(NONE), [])

  const rows = useMemo(() => list.data?.rows ?? [], [list.data])
  const labels = groupLabels(t)
  const totals = useMemo(() => totalsOf(rows), [rows])
  const shown = group === 'all' ? rows : rows.filter((r) => groupOf(r) === group)
  // Only rows still listed count: a row that moved on (paid, cancelled) drops out.
  const picked = rows.filter((r) => selected.has(r.id))
  const toCall = picked.length ? picked.filter(mayCall) : rows.filter(mayCall)
  const toPay = picked.filter(mayMarkPaid)

  const columns = useMemo(() => {
    const status: Column<Transaction> = {
      id: 'payment_state',
      header: 'Status',
      cell: (row) => (
        <StyledStatus>
          <TransactionStatus row={row} t={t} />
          {row.cash_call_due_date && groupOf(row) === 'awaiting' ? (
            <span>
              {formatGBP(amountDue(row))} due {formatDate(row.cash_call_due_date)}
            </span>
          ) : null}
        </StyledStatus>
      ),
    }
    // The method column gives way to the actions: on an opportunity nearly all are individual.
    const base = transactionColumns(t, { investor: true, opportunity: false })
      .filter((c) => c.id !== 'method')
      .map((c): Column<Transaction> => (c.id === 'payment_state' ? status : c))
    const actions: Column<Transaction> = {
      id: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      cell: (row) => {
        const name = investorOf(row)
        return (
          <StyledRowActions>
            {mayMarkPaid(row) ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Mark paid: ${name}'s payment of ${formatGBP(amountDue(row))}`}
                onClick={() => setPaying([row])}
              >
                Mark paid
              </Button>
            ) : null}
            {mayCancel(row) ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Cancel ${name}'s reservation of ${formatGBP(row.amount)}`}
                onClick={() => setCancelling(row)}
              >
                Cancel
              </Button>
            ) : null}
          </StyledRowActions>
        )
      },
    }
    return [...base, ...(mayUpdate ? [actions] : [])]
  }, [t, mayUpdate])

  const mayAct = mayIssue || mayUpdate
  const hasRows = rows.length > 0

  return (
    <StyledSection>
      <StyledHeader>
        <StyledHeading>Transactions</StyledHeading>
        {hasRows ? (
          <ExportButton
            onExport={() =>
              downloadExport(
                'investments',
                { filter, sort: ['-reserved_at'] },
                `transactions-opportunity-${record.id}.csv`,
              )
            }
            describeError={(e) => queryErrorMessage(e) ?? 'Please try again.'}
          >
            Export CSV
          </ExportButton>
        ) : null}
      </StyledHeader>

      {list.isPending ? (
        <LoadingState label="Loading transactions" />
      ) : list.isError ? (
        <ErrorState
          message={queryErrorMessage(list.error) ?? undefined}
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
        />
      ) : !hasRows ? (
        <EmptyState
          title="No one has reserved yet"
          description="Reservations appear here as investors reserve an allocation."
        />
      ) : (
        <>
          <CashCallTotals record={record} totals={totals} labels={labels} />
          {mayAct ? (
            <StyledActions role="group" aria-label="Cash calls">
              <StyledSelection aria-live="polite">
                {picked.length
                  ? `${picked.length} selected`
                  : 'Select investors, or act on every reserved one.'}
              </StyledSelection>
              {mayIssue ? (
                <Button disabled={toCall.length === 0} onClick={() => setCalling(toCall)}>
                  {picked.length
                    ? `Cash call selected (${toCall.length})`
                    : `Cash call all reserved (${toCall.length})`}
                </Button>
              ) : null}
              {mayUpdate ? (
                <Button
                  variant="secondary"
                  disabled={toPay.length === 0}
                  onClick={() => setPaying(toPay)}
                >
                  {`Mark selected paid (${toPay.length})`}
                </Button>
              ) : null}
            </StyledActions>
          ) : null}
          {list.data && !list.data.complete ? (
            <p role="note">Only the first 2,000 transactions are shown; export for all of them.</p>
          ) : null}
          <Tabs
            label="Payment state"
            value={group}
            onChange={(id) => setGroup(id as PaymentGroup)}
            items={GROUPS.map((g) => ({
              id: g,
              label: `${labels[g]} (${g === 'all' ? rows.length : totals[g].count})`,
            }))}
            renderPanel={() => (
              <DataTable
                caption={`Transactions: ${labels[group]}`}
                columns={columns}
                rows={shown}
                rowKey={(row) => row.id}
                loading={list.isFetching}
                selection={
                  mayAct
                    ? { selected, rowName: (row) => investorOf(row), onChange: setSelected }
                    : undefined
                }
                empty={
                  <EmptyState
                    title={`No ${labels[group].toLowerCase()}`}
                    description="Transactions in this state appear here."
                  />
                }
              />
            )}
          />
        </>
      )}

      {mayIssue ? (
        <CashCallDialog
          opportunity={record}
          rows={calling}
          onClose={() => setCalling(null)}
          onIssued={clearSelection}
        />
      ) : null}
      {mayUpdate ? (
        <>
          <MarkPaidDialog rows={paying} onClose={() => setPaying(null)} onDone={clearSelection} />
          <CancelReservationDialog row={cancelling} onClose={() => setCancelling(null)} />
        </>
      ) : null}
    </StyledSection>
  )
}
