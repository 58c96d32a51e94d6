import { useQueryClient } from '@tanstack/react-query'
import { decodeList, http } from '@/lib/api'
import { resourceKeys } from '@/lib/resources'
import type { Transaction } from '@/admin/tabs/transactions'
import type { MaturityState } from '../model/maturity'

export interface MaturityMoveInput {
  investment_ids: number[]
  status: MaturityState | ''
  /** YYYY-MM-DD: the day the investments entered the state. */
  date: string
}

/** POST /api/fund-investment-opportunities/{id}/maturity-statuses (all or none move). */
export async function moveMaturityStatus(fundOpportunityId: number, input: MaturityMoveInput) {
  const res = await http.post<unknown>(
    `/api/fund-investment-opportunities/${fundOpportunityId}/maturity-statuses`,
    input,
  )
  return decodeList<Transaction>(res.data, 'the investments moved')
}

/** After a move: every investments list (the tab reads them through the transactions query). */
export function useRefreshAfterMove() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: resourceKeys('investments').all })
}
