import { useQuery } from '@tanstack/react-query'
import { readsTogether } from '@/lib/query'
import { Card, EmptyState } from '@/ui'
import { portfolioKpisQuery, portfolioReportsQuery } from '../api/kpi-queries'
import { KpiComparison } from '../components/kpi-comparison'
import { KpiPage } from '../components/kpi-page'
import { portfolioPeriods } from '../model/portfolio'

const TITLE = 'KPI Portfolio'
const DESCRIPTION =
  'The KPIs every portfolio company reports, side by side for one period, from their published KPI reports.'

/** /admin/reports/kpi-portfolio (SPEC §2, §6 `custom_kpis`): companies × KPIs for a period. */
export function KpiPortfolioPage() {
  const kpis = useQuery(portfolioKpisQuery)
  const reports = useQuery(portfolioReportsQuery)
  return (
    <KpiPage
      title={TITLE}
      description={DESCRIPTION}
      read={readsTogether(kpis, reports)}
      loading="Loading the KPI portfolio…"
      errorMessage="The KPI portfolio could not be loaded."
    >
      {() => <Portfolio kpis={kpis.data ?? []} reports={reports.data ?? []} />}
    </KpiPage>
  )
}

function Portfolio({
  kpis,
  reports,
}: Pick<Parameters<typeof KpiComparison>[0], 'kpis' | 'reports'>) {
  const periods = portfolioPeriods(reports)
  if (periods.length === 0 || kpis.length === 0)
    return (
      <Card>
        <EmptyState
          title="Nothing to compare yet"
          description={
            kpis.length === 0
              ? 'No portfolio-wide KPIs are set up: add them in Settings, under Attribute Settings › KPIs.'
              : 'The comparison fills in once companies publish their KPI reports.'
          }
        />
      </Card>
    )
  return <KpiComparison kpis={kpis} reports={reports} periods={periods} />
}
