import { useMutation, useQueryClient } from '@tanstack/react-query'
import { decodeList, decodeRecord, http } from '@/lib/api'
import { resourceKeys } from '@/lib/resources'
import type { Transaction } from '@/admin/tabs/transactions'

export interface CashCallInput {
  /** The reserved investments to call; the host calls all reserved ones when absent. */
  investment_ids?: number[]
  /** YYYY-MM-DD, today or later. */
  due_date: string
  /** Amount due per investment id, where it differs from the reservation. */
  amounts?: Record<string, number>
}

/** POST /api/investment-opportunities/{id}/cash-calls (openapi/paths/cash-calls.yaml). */
export async function issueCashCall(opportunityId: number, input: CashCallInput) {
  const res = await http.post<unknown>(
    `/api/investment-opportunities/${opportunityId}/cash-calls`,
    input,
  )
  return decodeList<Transaction>(res.data, 'the investments called')
}

/** POST /api/investments/mark-paid: each reserved or cash-called investment is paid. */
export async function markPaid(ids: number[]) {
  const res = await http.post<unknown>('/api/investments/mark-paid', { ids })
  return decodeList<Transaction>(res.data, 'the investments paid')
}

/** POST /api/investments/{id}/cancel: a reservation not yet paid is cancelled. */
export async function cancelReservation(id: number) {
  const res = await http.post<unknown>(`/api/investments/${id}/cancel`, {})
  return decodeRecord<Transaction>(res.data, 'the cancelled investment')
}

/**
 * After any of them: the transactions (every investments list) and the opportunity itself
 * (its raised amount, read by the record header and the totals).
 */
export function useRefreshAfterCashCall() {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: resourceKeys('investments').all }),
      client.invalidateQueries({ queryKey: resourceKeys('investment-opportunities').all }),
    ])
}

export function useMarkPaid() {
  const refresh = useRefreshAfterCashCall()
  return useMutation({ mutationFn: markPaid, onSettled: refresh })
}

export function useCancelReservation() {
  const refresh = useRefreshAfterCashCall()
  return useMutation({ mutationFn: cancelReservation, onSettled: refresh })
}
