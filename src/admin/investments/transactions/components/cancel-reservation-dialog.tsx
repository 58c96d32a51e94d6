import { toFormError } from '@/lib/api'
import { formatGBP } from '@/lib/format'
import { ConfirmDialog, useToast } from '@/ui'
import type { Transaction } from '@/admin/tabs/transactions'
import { useCancelReservation } from '../api/cash-calls'
import { investorOf } from './cash-call-dialog'

export interface CancelReservationDialogProps {
  /** The reservation to cancel; null while the dialog is closed. */
  row: Transaction | null
  onClose: () => void
}

/** Asks before a reservation is cancelled, naming the investor and the amount. */
export function CancelReservationDialog({ row, onClose }: CancelReservationDialogProps) {
  const cancel = useCancelReservation()
  const toast = useToast()
  const name = row ? investorOf(row) : ''
  const amount = row ? formatGBP(row.amount) : ''
  const close = () => {
    cancel.reset()
    onClose()
  }
  const confirm = () => {
    if (!row || cancel.isPending) return
    cancel.mutate(row.id, {
      onSuccess: () => {
        toast.success(`The reservation of ${amount} by ${name} has been cancelled.`)
        close()
      },
    })
  }
  const failure = cancel.isError ? toFormError(cancel.error) : null
  const error = failure
    ? (failure.message ?? (Object.values(failure.fieldErrors).join(' ') || 'The cancel failed.'))
    : null
  return (
    <ConfirmDialog
      open={row !== null}
      title={`Cancel ${name}'s reservation of ${amount}?`}
      description="It no longer counts towards the amount raised, and the investor is told. A cancelled reservation cannot be restored."
      cancelLabel="Keep reservation"
      confirmLabel="Cancel reservation"
      busyLabel="Cancelling"
      tone="danger"
      busy={cancel.isPending}
      error={error}
      onConfirm={confirm}
      onCancel={close}
    />
  )
}
