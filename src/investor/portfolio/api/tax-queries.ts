import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { decodeRecord, http } from '@/lib/api'
import { resourceKeys } from '@/lib/resources'
import { portfolioKeys, readMyInvestments, type MyInvestment } from './portfolio-queries'

/**
 * The investor's investments with their share issue (HMRC's process, the issue date) and their
 * issued certificates: the tax page, the pack and the holding's tax card read this one list.
 * Keyed under investments, so a placement, a carry-back or a certificate's notification
 * (which refreshes investments) reads it again.
 */
export const myTaxHoldingsQuery = queryOptions({
  queryKey: portfolioKeys.tax(),
  queryFn: ({ signal }) =>
    readMyInvestments(['investmentOpportunity', 'shareIssue', 'taxCertificates'], signal),
})

/** PUT /api/investments/{id}/carry-back: the host answers the investment. */
export async function putCarryBack(id: number, carryBack: boolean): Promise<MyInvestment> {
  const res = await http.put<unknown>(`/api/investments/${id}/carry-back`, {
    carry_back: carryBack,
  })
  return decodeRecord<MyInvestment>(res.data, 'your investment')
}

/**
 * Treat a subscription as made in the previous tax year, or not. The host's answer goes into
 * the tax list at once, so the box and the claimed year show the saved choice the moment it is
 * saved: waiting for the list to be read again left the box on its old value in between, and
 * a second refresh (a notification's) could cut that wait short. Every investments read is
 * then refreshed: the summary, the pack and the holding card all move with it.
 */
export function useCarryBack() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['investments', 'carry-back'],
    mutationFn: ({ id, carryBack }: { id: number; carryBack: boolean }) =>
      putCarryBack(id, carryBack),
    onSuccess: (saved, { id, carryBack }) => {
      // A host that answers without the field (a bare 200) saved what was asked.
      const carry_back = saved.carry_back ?? (carryBack ? 1 : 0)
      client.setQueryData(myTaxHoldingsQuery.queryKey, (list) =>
        list?.map((i) => (i.id === id ? { ...i, carry_back } : i)),
      )
      void client.invalidateQueries({ queryKey: resourceKeys('investments').all })
    },
  })
}
