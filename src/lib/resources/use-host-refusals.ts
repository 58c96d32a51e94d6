import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { RejectedQuery } from '@/lib/api'
import type { Family } from './families'
import { addRefusal, NO_REFUSALS, type HostRefusals } from './host-refusals'

/**
 * Kept in the query cache, so it lasts the visit (one client per page load) and every list of
 * the family shares it; outside the family's keys, so invalidating the family never forgets it.
 */
const refusalsKey = (family: Family) => ['host-refusals', family] as const

/** What the host refused for the family this visit, and a way to record one more refusal. */
export function useHostRefusals(family: Family) {
  const client = useQueryClient()
  const { data: refusals = NO_REFUSALS } = useQuery<HostRefusals>({
    queryKey: refusalsKey(family),
    queryFn: skipToken,
    initialData: NO_REFUSALS,
    staleTime: Infinity,
    gcTime: Infinity,
  })
  /** Records the refusal; false when it adds nothing, so the failure stays an error. */
  const refuse = useCallback(
    (rejected: RejectedQuery) => {
      const current = client.getQueryData<HostRefusals>(refusalsKey(family)) ?? NO_REFUSALS
      const next = addRefusal(current, rejected)
      if (next) client.setQueryData(refusalsKey(family), next)
      return next !== null
    },
    [client, family],
  )
  return { refusals, refuse }
}
