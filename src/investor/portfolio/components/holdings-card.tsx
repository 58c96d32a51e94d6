import type { RecordOf } from '@/lib/resources'
import { Card, Tabs } from '@/ui'
import type { Holding } from '../model/holdings'
import { DEFAULT_COLUMNS } from './holding-columns'
import { HoldingsTable } from './holdings-table'

type PortfolioTable = RecordOf<'portfolio-tables'>

/**
 * The holdings in the tenant's portfolio table layouts (Settings > Investor > Portfolio
 * tables): one tab per layout, the default one first open; the column labels are the tenant's.
 */
export function HoldingsCard({
  title,
  tables,
  holdings,
}: {
  title: string
  tables: PortfolioTable[]
  holdings: Holding[]
}) {
  // A host that does not scope the read still has the hidden tables left out here.
  const layouts = tables.filter((t) => t.is_visible !== 0).sort((a, b) => a.order - b.order)
  if (layouts.length <= 1) {
    return (
      <Card title={title}>
        <HoldingsTable
          caption={layouts[0] ? `${title}: ${layouts[0].name}` : title}
          columns={layouts[0]?.columns ?? DEFAULT_COLUMNS}
          holdings={holdings}
        />
      </Card>
    )
  }
  const initial = layouts.find((t) => t.is_default === 1) ?? layouts[0]
  return (
    <Card title={title}>
      <Tabs
        label={`${title} views`}
        items={layouts.map((t) => ({ id: String(t.id), label: t.name }))}
        defaultValue={String(initial.id)}
        renderPanel={(id) => {
          const layout = layouts.find((t) => String(t.id) === id) ?? initial
          return (
            <HoldingsTable
              key={id}
              caption={`${title}: ${layout.name}`}
              columns={layout.columns}
              holdings={holdings}
            />
          )
        }}
      />
    </Card>
  )
}
