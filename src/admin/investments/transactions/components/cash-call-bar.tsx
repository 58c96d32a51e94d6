import type { Transaction } from '@/admin/tabs/transactions'
import { BulkActions, Button } from '@/ui'

interface CashCallBarProps {
  /** How many rows are selected; none means the buttons act on every eligible row. */
  picked: number
  /** The rows a cash call would go to, or null for staff who may not issue one. */
  toCall: Transaction[] | null
  /** The selected rows that may be marked paid, or null for staff who may not. */
  toPay: Transaction[] | null
  onCall: (rows: Transaction[]) => void
  onPay: (rows: Transaction[]) => void
}

/** The bulk actions over the transactions table: cash call and mark paid, each asked first. */
export function CashCallBar({ picked, toCall, toPay, onCall, onPay }: CashCallBarProps) {
  return (
    <BulkActions
      label="Cash calls"
      status={picked ? `${picked} selected` : 'Select investors, or act on every reserved one.'}
    >
      {toCall ? (
        <Button disabled={toCall.length === 0} onClick={() => onCall(toCall)}>
          {picked
            ? `Cash call selected (${toCall.length})`
            : `Cash call all reserved (${toCall.length})`}
        </Button>
      ) : null}
      {toPay ? (
        <Button variant="secondary" disabled={toPay.length === 0} onClick={() => onPay(toPay)}>
          {`Mark selected paid (${toPay.length})`}
        </Button>
      ) : null}
    </BulkActions>
  )
}
