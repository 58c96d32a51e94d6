import { useMemo } from 'react'
import { toFormError } from '../../../lib/api'
import { formatGBP } from '../../../lib/format'
import { useToast } from '../../../ui'
import type { Transaction } from '../../admin-transactions'
import { useMarkPaid } from '../api/cash-calls'
import { amountDue } from '../model/payment-groups'
import { investorOf } from './cash-call-dialog'

/**
 * Marks payments received (one row's button or the selection): says what happened in a
 * toast, and the host's refusal (e.g. one already paid) in an error toast, nothing changed.
 */
export function useMarkPaidAction(onDone: () => void) {
  const mutation = useMarkPaid()
  const toast = useToast()
  const { mutate, isPending } = mutation
  return useMemo(
    () => ({
      pending: isPending,
      run: (rows: Transaction[]) => {
        if (rows.length === 0 || isPending) return
        mutate(
          rows.map((r) => r.id),
          {
            onSuccess: () => {
              toast.success(
                rows.length === 1
                  ? `${investorOf(rows[0])}'s payment of ${formatGBP(amountDue(rows[0]))} is marked received.`
                  : `${rows.length} payments are marked received.`,
              )
              onDone()
            },
            onError: (error) => {
              const e = toFormError(error)
              const detail = Object.values(e.fieldErrors).join(' ') || e.message
              toast.error(`No payments were marked received. ${detail ?? ''}`.trim())
            },
          },
        )
      },
    }),
    [mutate, isPending, toast, onDone],
  )
}
