import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { NotFoundError } from '@/ui'
import { reportQuery } from '../api/holding-queries'
import { PageStates } from '@/ui'
import { ReportArticle } from '../components/report-article'
import { useHolding } from '../hooks/use-holding'
import { portfolioPaths } from '../model/paths'

/** /investor/portfolio/{id}/reports/{reportId}: an update or KPI report about a holding. */
export function HoldingReportPage() {
  const { id = '', reportId = '' } = useParams()
  const { query, opportunity } = useHolding(id)
  const report = useQuery(reportQuery(reportId))
  const back = {
    to: `${portfolioPaths.holding(id)}?tab=${report.data?.type === 'kpi' ? 'reports' : 'updates'}`,
    label: opportunity ? `Back to ${opportunity.name}` : 'Back to the holding',
  }

  // A report of another opportunity (or none the investor may read) is not found here.
  if (report.isSuccess && (!report.data || report.data.investment_opportunity_id !== Number(id)))
    throw new NotFoundError('report')
  if (!opportunity)
    return <PageStates query={query} header={{ title: 'Report', back }} what="the holding" />
  if (!report.data)
    return <PageStates query={report} header={{ title: 'Report', back }} what="the report" />
  return <ReportArticle report={report.data} back={back} subject={opportunity.name} />
}
