import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { queryErrorMessage } from '@/lib/api'
import { can } from '@/lib/permissions'
import { downloadExport } from '@/lib/resources'
import { useCurrentUser } from '@/lib/session'
import { useTerm } from '@/lib/terminology'
import { DataTable, EmptyState, ExportButton, QueryStates, Tabs } from '@/ui'
import type { RecordTabProps } from '@/admin/kit/records'
import { allTransactionsQuery, subjectFilter, type Transaction } from '@/admin/tabs/transactions'
import {
  GROUPS,
  groupLabels,
  groupOf,
  mayCall,
  mayMarkPaid,
  totalsOf,
  type PaymentGroup,
} from '../model/payment-groups'
import { CancelReservationDialog } from './cancel-reservation-dialog'
import { CashCallBar } from './cash-call-bar'
import { useCashCallColumns } from './cash-call-columns'
import { CashCallDialog, investorOf } from './cash-call-dialog'
import { StyledHeader, StyledHeading, StyledSection } from './cash-call-styles'
import { CashCallTotals } from './cash-call-totals'
import { MarkPaidDialog } from './mark-paid-dialog'

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

  const markOnePaid = useCallback((row: Transaction) => setPaying([row]), [])
  const columns = useCashCallColumns({
    mayUpdate,
    onMarkPaid: markOnePaid,
    onCancel: setCancelling,
  })

  const mayAct = mayIssue || mayUpdate
  const hasRows = rows.length > 0

  return (
    <StyledSection $gap="lg">
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

      <QueryStates query={list} loading="Loading transactions">
        {(data) =>
          !hasRows ? (
            <EmptyState
              title="No one has reserved yet"
              description="Reservations appear here as investors reserve an allocation."
            />
          ) : (
            <>
              <CashCallTotals record={record} totals={totals} labels={labels} />
              {mayAct ? (
                <CashCallBar
                  picked={picked.length}
                  toCall={mayIssue ? toCall : null}
                  toPay={mayUpdate ? toPay : null}
                  onCall={setCalling}
                  onPay={setPaying}
                />
              ) : null}
              {!data.complete ? (
                <p role="note">
                  Only the first 2,000 transactions are shown; export for all of them.
                </p>
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
          )
        }
      </QueryStates>

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
