import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { formatDate, formatGBP } from '@/lib/format'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import {
  BulkActions,
  Button,
  Card,
  DataTable,
  EmptyState,
  QueryStates,
  StatusBadge,
  VisuallyHidden,
  type Column,
} from '@/ui'
import { MATURITY_STATUS } from '@/admin/kit/lists'
import type { RecordTabProps } from '@/admin/kit/records'
import { allTransactionsQuery, type Transaction } from '@/admin/tabs/transactions'
import {
  MATURITY_STATES,
  commonNextStates,
  countsOf,
  mayMove,
  stateOf,
  type MaturityState,
} from '../model/maturity'
import { investorName } from './investor-name'
import { MaturityHistory } from './maturity-history'
import { MoveMaturityDialog } from './move-maturity-dialog'
import { StyledCounts, StyledHeading, StyledInvestor, StyledSection } from './maturity-styles'
import { useTerm } from '@/lib/terminology'

type Selected = ReadonlySet<string | number>
const NONE: Selected = new Set()

const badge = (state: MaturityState) => (
  <StatusBadge tone={MATURITY_STATUS[state]?.tone}>{MATURITY_STATUS[state]?.label}</StatusBadge>
)

/**
 * A fund opportunity's maturity-statuses tab: each of its investments (cancelled ones aside)
 * with its maturity state and the day it began, every step so far, and for roles that may
 * update fund opportunities a move of one investment or a selection to the next state.
 */
export function MaturityStatusesTab({ record }: RecordTabProps) {
  const t = useTerm()
  const role = useCurrentUser().user?.role_id ?? null
  const mayUpdate = can(role, 'funds_opportunity', 'update')
  const filter = useMemo(() => ({ fund_investment_opportunity_id: record.id }), [record.id])
  const list = useQuery(allTransactionsQuery(filter))
  const [selected, setSelected] = useState<Selected>(NONE)
  const [moving, setMoving] = useState<readonly Transaction[] | null>(null)

  const rows = useMemo(
    () => (list.data?.rows ?? []).filter((r) => r.status !== 'cancelled'),
    [list.data],
  )
  const counts = useMemo(() => countsOf(rows), [rows])
  const picked = rows.filter((r) => selected.has(r.id))
  const pickedNext = commonNextStates(picked)

  const columns = useMemo(() => {
    const base: Column<Transaction>[] = [
      {
        id: 'investor',
        header: t('investor'),
        cell: (row) => (
          <StyledInvestor $gap="xxs">
            <span>{investorName(row)}</span>
            <span>{row.payment_reference}</span>
          </StyledInvestor>
        ),
      },
      { id: 'amount', header: 'Amount', align: 'right', cell: (row) => formatGBP(row.amount) },
      { id: 'maturity_status', header: 'Maturity status', cell: (row) => badge(stateOf(row)) },
      {
        id: 'since',
        header: 'Since',
        cell: (row) =>
          row.maturity_status_date ? (
            formatDate(row.maturity_status_date)
          ) : (
            <span aria-label="Not moved yet">–</span>
          ),
      },
    ]
    const actions: Column<Transaction> = {
      id: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      cell: (row) =>
        mayMove(row) ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Move ${investorName(row)}’s investment (${row.payment_reference})`}
            onClick={() => setMoving([row])}
          >
            Move
          </Button>
        ) : null,
    }
    return mayUpdate ? [...base, actions] : base
  }, [mayUpdate, t])

  return (
    <StyledSection $gap="lg">
      <StyledHeading>Maturity statuses</StyledHeading>
      <QueryStates query={list} loading="Loading investments">
        {(data) =>
          rows.length === 0 ? (
            <EmptyState
              title="No investments yet"
              description="Investments made through this fund opportunity appear here with their maturity status."
            />
          ) : (
            <>
              <StyledCounts
                $gap="md"
                $align="stretch"
                as="ul"
                aria-label="Investments by maturity status"
              >
                {MATURITY_STATES.map((s) => (
                  <li key={s}>
                    {badge(s)} <strong>{counts[s]}</strong>
                  </li>
                ))}
              </StyledCounts>
              {mayUpdate ? (
                <BulkActions
                  label="Maturity moves"
                  status={selectionText(picked.length, pickedNext)}
                >
                  <Button disabled={pickedNext.length === 0} onClick={() => setMoving(picked)}>
                    {`Move selected (${picked.length})`}
                  </Button>
                </BulkActions>
              ) : null}
              {!data.complete ? (
                <p role="note">Only the first 2,000 investments are shown.</p>
              ) : null}
              <DataTable
                caption="Investments and their maturity status"
                columns={columns}
                rows={rows}
                rowKey={(row) => row.id}
                loading={list.isFetching}
                selection={
                  mayUpdate
                    ? { selected, rowName: (row) => investorName(row), onChange: setSelected }
                    : undefined
                }
              />
              <Card title="History">
                <MaturityHistory rows={rows} />
              </Card>
            </>
          )
        }
      </QueryStates>
      {mayUpdate ? (
        <MoveMaturityDialog
          fundOpportunityId={record.id}
          rows={moving}
          onClose={() => setMoving(null)}
          onMoved={() => setSelected(NONE)}
        />
      ) : null}
    </StyledSection>
  )
}

function selectionText(picked: number, commonNext: readonly unknown[]): string {
  if (picked === 0) return 'Select investments to move them together, or move one from its row.'
  return commonNext.length
    ? `${picked} selected`
    : `${picked} selected: they have no next status in common.`
}
