import { toFormError } from '../../../lib/api'
import { formatGBP } from '../../../lib/format'
import { Button, Modal, useToast } from '../../../ui'
import type { Transaction } from '../../admin-transactions'
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
  const error = cancel.isError ? toFormError(cancel.error) : null
  return (
    <Modal
      open={row !== null}
      onClose={close}
      title={`Cancel ${name}'s reservation of ${amount}?`}
      description="It no longer counts towards the amount raised, and the investor is told."
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Keep reservation
          </Button>
          <Button
            variant="danger"
            onClick={confirm}
            loading={cancel.isPending}
            loadingText="Cancelling"
          >
            Cancel reservation
          </Button>
        </>
      }
    >
      {error ? (
        <p role="alert">
          {error.message ?? (Object.values(error.fieldErrors).join(' ') || 'The cancel failed.')}
        </p>
      ) : null}
    </Modal>
  )
}
