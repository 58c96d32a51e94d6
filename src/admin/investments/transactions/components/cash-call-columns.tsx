import { useMemo } from 'react'
import { formatDate, formatGBP } from '@/lib/format'
import { useTerm } from '@/lib/terminology'
import { Button, VisuallyHidden, type Column } from '@/ui'
import { transactionColumns, TransactionStatus, type Transaction } from '@/admin/tabs/transactions'
import { amountDue, groupOf, mayCancel, mayMarkPaid } from '../model/payment-groups'
import { investorOf } from './cash-call-dialog'
import { StyledRowActions, StyledStatus } from './cash-call-styles'

interface RowActions {
  /** Staff who may update cash calls get the per-row buttons. */
  mayUpdate: boolean
  onMarkPaid: (row: Transaction) => void
  onCancel: (row: Transaction) => void
}

/**
 * The transactions table's columns on an opportunity: the shared ones, the status with what is
 * due and when, and the row's mark-paid and cancel buttons for staff who may use them.
 */
export function useCashCallColumns({
  mayUpdate,
  onMarkPaid,
  onCancel,
}: RowActions): Column<Transaction>[] {
  const t = useTerm()
  return useMemo(() => {
    const status: Column<Transaction> = {
      id: 'payment_state',
      header: 'Status',
      cell: (row) => (
        <StyledStatus $gap="xxs" $align="flex-start">
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
          <StyledRowActions $nowrap $align="stretch" $justify="flex-end" $gap="xs">
            {mayMarkPaid(row) ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Mark paid: ${name}'s payment of ${formatGBP(amountDue(row))}`}
                onClick={() => onMarkPaid(row)}
              >
                Mark paid
              </Button>
            ) : null}
            {mayCancel(row) ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Cancel ${name}'s reservation of ${formatGBP(row.amount)}`}
                onClick={() => onCancel(row)}
              >
                Cancel
              </Button>
            ) : null}
          </StyledRowActions>
        )
      },
    }
    return [...base, ...(mayUpdate ? [actions] : [])]
  }, [t, mayUpdate, onMarkPaid, onCancel])
}
