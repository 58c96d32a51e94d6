import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { errorStatus } from '@/lib/api'
import { soundingKeys, soundingQuery } from '../api/market-soundings'
import type { MarketSounding } from '@/lib/market-soundings/market-sounding'

/**
 * One market sounding of the investor. `missing` when there is no such sounding for them (the
 * API's 404, or its 403 for someone else's): the page shows the 404 page.
 */
export function useSounding(id: number, enabled = true) {
  const client = useQueryClient()
  const query = useQuery({ ...soundingQuery(id), enabled: enabled && id > 0 })
  const status = errorStatus(query.error)
  const missing = id <= 0 || status === 403 || status === 404

  /**
   * A decision or an answer is on record: show it at once, keeping the appended name, and read
   * the sounding again when the name was withheld until now (just agreed); refresh the lists.
   */
  const recorded = useCallback(
    (saved: MarketSounding) => {
      const old = client.getQueryData<MarketSounding>(soundingKeys.detail(id))
      const name = saved.opportunity_name ?? old?.opportunity_name ?? null
      client.setQueryData<MarketSounding>(soundingKeys.detail(id), {
        ...saved,
        opportunity_name: name,
      })
      if (name === null && saved.agreed_at)
        void client.invalidateQueries({ queryKey: soundingKeys.detail(id) })
      void client.invalidateQueries({ queryKey: soundingKeys.lists() })
    },
    [client, id],
  )

  return { ...query, missing, recorded }
}
