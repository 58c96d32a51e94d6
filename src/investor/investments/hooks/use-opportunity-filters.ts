import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useFlags } from '@/lib/flags'
import { useTerm } from '@/lib/terminology'
import { usePromotionWithheld } from '@/investor/promotion-exemption'
import type { ListFilter } from '@/ui'
import { industriesQuery, typesQuery } from '../api/opportunity-list'
import { OPPORTUNITY_STATUS_LABELS } from '../model/opportunity-status'
import { TAX_RELIEF_OPTIONS } from '../model/tax-relief'

const byId = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }))

/**
 * The filters the opportunities list offers: industry, type, tax relief (only where the tenant
 * has the tax feature, and not before a promotion statement) and status. Industries and types load in parallel with the list.
 */
export function useOpportunityFilters(): ListFilter[] {
  const t = useTerm()
  // Tax relief is among what an investor without a promotion statement may not see.
  const withheld = usePromotionWithheld()
  const tax = useFlags().tax && !withheld
  const industries = useQuery(industriesQuery).data?.data
  const types = useQuery(typesQuery).data?.data
  return useMemo(() => {
    const filters: ListFilter[] = [
      {
        id: 'industry_id',
        label: t('industry'),
        allLabel: `Any ${t('industry').toLowerCase()}`,
        options: byId(industries),
      },
      { id: 'type_id', label: 'Investment type', allLabel: 'All types', options: byId(types) },
    ]
    if (tax) {
      filters.push({
        id: 'tax_relief',
        label: 'Tax relief',
        allLabel: 'Any tax relief',
        options: TAX_RELIEF_OPTIONS.map((value) => ({ value, label: value })),
      })
    }
    filters.push({
      id: 'status',
      label: 'Status',
      allLabel: 'Any status',
      options: [2, 3].map((s) => ({ value: String(s), label: OPPORTUNITY_STATUS_LABELS[s] })),
    })
    return filters
  }, [t, tax, industries, types])
}
