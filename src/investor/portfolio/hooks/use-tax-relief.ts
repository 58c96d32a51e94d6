import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { flagsFrom } from '@/lib/flags'
import { reliefTaxYears, taxYearOf } from '@/lib/tax-relief'
import { settingsQuery } from '@/lib/tenant'
import { myTaxHoldingsQuery } from '../api/tax-queries'
import { taxHoldingsOf } from '../model/tax-holdings'
import { isoToday } from '../model/valuation'

/**
 * Whether the tenant has the tax feature: `undefined` while settings load, so a slow settings
 * call never hides a page or shows a 404 by mistake.
 */
export function useTaxFeature(): boolean | undefined {
  const settings = useQuery(settingsQuery)
  return settings.isPending ? undefined : flagsFrom(settings.data ?? null).tax
}

/** The investor's subscriptions under relief and the tax years to offer (only with the flag). */
export function useTaxHoldings(enabled: boolean) {
  const query = useQuery({ ...myTaxHoldingsQuery, enabled })
  const today = useMemo(() => isoToday(), [])
  const holdings = useMemo(
    () => (query.data ? taxHoldingsOf(query.data, today) : []),
    [query.data, today],
  )
  const years = useMemo(
    () => reliefTaxYears(query.data ?? [], taxYearOf(today)),
    [query.data, today],
  )
  return { query, holdings, years, today }
}
