import { useQuery } from '@tanstack/react-query'
import { optionListQuery } from '../api/option-list-api'

/** A KPI's category by its name (KPIs store the category's key, which outlives a rename). */
export function KpiCategoryName({ value }: { value: unknown }) {
  const query = useQuery({ ...optionListQuery({ family: 'kpi-categories' }), staleTime: 60_000 })
  const key = String(value ?? '')
  const found = (query.data?.data ?? []).find((c) => c.key === key)
  return <>{found?.name ?? (key ? key.charAt(0).toUpperCase() + key.slice(1) : '—')}</>
}
