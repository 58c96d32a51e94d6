import styled from 'styled-components'
import { toFormError } from '@/lib/api'
import { formatGBP } from '@/lib/format'
import { ConfirmDialog, useToast } from '@/ui'
import type { Transaction } from '@/admin/tabs/transactions'
import { useMarkPaid } from '../api/cash-calls'
import { amountDue, paymentsOf } from '../model/payment-groups'
import { investorOf } from './cash-call-dialog'
import { StyledScrollList } from './cash-call-styles'

export interface MarkPaidDialogProps {
  /** The payments to mark received (one row's or the selection's); null while closed. */
  rows: readonly Transaction[] | null
  onClose: () => void
  /** After the host has recorded them (e.g. to clear the table's selection). */
  onDone: () => void
}

/** The question, naming how many payments and how much money (issue 25: money never moves unasked). */
export function markPaidQuestion(rows: readonly Transaction[]): string {
  const { count, amount } = paymentsOf(rows)
  return count === 1
    ? `Mark ${investorOf(rows[0])}'s ${formatGBP(amount)} paid?`
    : `Mark ${count} transactions paid, ${formatGBP(amount)} in all?`
}

/**
 * Asks before payments are recorded as received: the host tells each investor and counts the
 * money towards the amount raised, and has no way back (mocks/handlers/cash-calls.ts moves
 * only reserved or awaiting payments to paid), so the dialog says so rather than offer an undo.
 * A refusal (one already paid) shows in the dialog with nothing changed, ready to retry.
 */
export function MarkPaidDialog({ rows, onClose, onDone }: MarkPaidDialogProps) {
  const mutation = useMarkPaid()
  const toast = useToast()
  const list = rows ?? []
  const { count, amount } = paymentsOf(list)
  const close = () => {
    mutation.reset()
    onClose()
  }
  const confirm = () => {
    if (count === 0 || mutation.isPending) return
    mutation.mutate(
      list.map((r) => r.id),
      {
        onSuccess: () => {
          toast.success(
            count === 1
              ? `${investorOf(list[0])}'s payment of ${formatGBP(amount)} is marked received.`
              : `${count} payments are marked received, ${formatGBP(amount)} in all.`,
          )
          onDone()
          close()
        },
      },
    )
  }
  const failure = mutation.isError ? toFormError(mutation.error) : null
  const error = failure
    ? `No payments were marked received. ${Object.values(failure.fieldErrors).join(' ') || (failure.message ?? '')}`.trim()
    : null

  return (
    <ConfirmDialog
      open={rows !== null && count > 0}
      title={rows && count > 0 ? markPaidQuestion(list) : ''}
      description={`${count === 1 ? 'The investor is' : `Each of the ${count} investors is`} told the payment has been received, and the money counts towards the amount raised. A payment marked received cannot be unmarked.`}
      confirmLabel={count === 1 ? 'Mark paid' : `Mark ${count} paid`}
      busyLabel="Marking paid"
      busy={mutation.isPending}
      error={error}
      onConfirm={confirm}
      onCancel={close}
    >
      {count > 1 ? (
        <StyledList $max="40vh" $gap="xs" as="ul" aria-label="Payments to mark received">
          {list.map((row) => (
            <li key={row.id}>
              <span>{investorOf(row)}</span>
              <span>
                {formatGBP(amountDue(row))}
                {row.payment_reference ? <StyledRef> · {row.payment_reference}</StyledRef> : null}
              </span>
            </li>
          ))}
        </StyledList>
      ) : null}
    </ConfirmDialog>
  )
}

const StyledList = styled(StyledScrollList)`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding-bottom: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
`

const StyledRef = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
`
