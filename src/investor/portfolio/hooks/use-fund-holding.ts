import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { flagsFrom } from '@/lib/flags'
import { settingsQuery } from '@/lib/tenant'
import { NotFoundError } from '@/ui'
import { fundHoldingQuery } from '../api/holding-queries'
import { fundHoldings } from '../model/holdings'
import { isoToday } from '../model/valuation'

/**
 * A fund the investor holds, for the fund holding pages. Without the funds feature, or for a
 * fund they hold no position in, it throws NotFoundError (SPEC §2's 404). The flag is read
 * once settings have arrived, so a slow settings call never shows a 404 by mistake.
 */
export function useFundHolding(id: string) {
  const settings = useQuery(settingsQuery)
  const enabled = !settings.isPending && flagsFrom(settings.data ?? null).funds
  const query = useQuery({ ...fundHoldingQuery(id), enabled })
  const fund = query.data ?? null
  const holding = useMemo(
    () => (fund ? (fundHoldings([fund], isoToday(), true)[0] ?? null) : null),
    [fund],
  )
  if (!settings.isPending && !enabled) throw new NotFoundError('fund')
  if (query.isSuccess && !holding) throw new NotFoundError('fund')
  return { query, fund, holding, enabled }
}
