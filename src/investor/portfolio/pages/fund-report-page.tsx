import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { NotFoundError } from '@/ui'
import { reportQuery } from '../api/holding-queries'
import { PageStates } from '@/ui'
import { ReportArticle } from '../components/report-article'
import { useFundHolding } from '../hooks/use-fund-holding'
import { portfolioPaths } from '../model/paths'

/** /investor/portfolio/fund/{id}/reports/{reportId} (funds feature only): a fund's report. */
export function FundReportPage() {
  const { id = '', reportId = '' } = useParams()
  const { query, fund, enabled } = useFundHolding(id)
  const report = useQuery({ ...reportQuery(reportId), enabled })
  const back = {
    to: portfolioPaths.fund(id),
    label: fund ? `Back to ${fund.name}` : 'Back to the fund',
  }

  if (report.isSuccess && (!report.data || report.data.fund_id !== Number(id)))
    throw new NotFoundError('report')
  if (!fund) return <PageStates query={query} header={{ title: 'Report', back }} what="the fund" />
  if (!report.data)
    return <PageStates query={report} header={{ title: 'Report', back }} what="the report" />
  return <ReportArticle report={report.data} back={back} subject={fund.name} />
}
