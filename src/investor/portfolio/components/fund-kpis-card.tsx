import type { RecordOf } from '@/lib/resources'
import { Card, DataTable } from '@/ui'
import { formatKpi } from '@/lib/format'

type FundKpi = RecordOf<'fund-kpis'>

export const FUND_KPIS_TITLE = 'Fund KPIs'

/** Each fund KPI's latest reported value. */
export function FundKpisCard({ kpis }: { kpis: FundKpi[] }) {
  const latest = new Map<string, FundKpi>()
  for (const k of kpis) {
    const seen = latest.get(k.name)
    if (!seen || k.period > seen.period) latest.set(k.name, k)
  }
  const rows = [...latest.values()].sort((a, b) => a.name.localeCompare(b.name))
  if (rows.length === 0) return null
  return (
    <Card title={FUND_KPIS_TITLE}>
      <DataTable
        caption="Latest fund KPI values"
        rows={rows}
        rowKey={(k) => k.id}
        columns={[
          { id: 'name', header: 'KPI', cell: (k) => k.name },
          { id: 'period', header: 'Period', cell: (k) => k.period },
          { id: 'value', header: 'Value', align: 'right', cell: (k) => formatKpi(k.value, k.unit) },
        ]}
      />
    </Card>
  )
}
