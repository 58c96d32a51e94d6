import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { errorStatus } from '@/lib/api'
import { formatDate } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'
import { useTerm } from '@/lib/terminology'
import { Card, HtmlView, NotFoundError, PageHeader, PageStack, PageStates } from '@/ui'
import { newsReportQuery } from '../api/news-queries'
import { AttachmentsCard } from '../components/attachments-card'
import { publishedOn, type NewsAttachment } from '../model/news-item'
import { NEWS_PATH, opportunityPath } from '../model/paths'

type Report = RecordOf<'reports'>

/** Only live update reports are news; anything else is, to an investor, not there at all. */
const isNews = (r: Report) => r.type === 'update' && r.status === 'live'

/** /investor/news/reports/{id}: one update report, its body sanitised, and its attachments. */
export function NewsReportPage() {
  const { id = '' } = useParams()
  const valid = /^\d+$/.test(id)
  const t = useTerm()
  const query = useQuery({ ...newsReportQuery(Number(id)), enabled: valid })
  const back = { to: NEWS_PATH, label: `Back to ${t('news')}` }

  const missing = query.isError && [403, 404].includes(errorStatus(query.error) ?? 0)
  if (!valid || missing || (query.data && !isNews(query.data))) throw new NotFoundError('report')

  if (query.isPending || query.isError)
    return <PageStates query={query} header={{ back, title: 'Report' }} what="the report" />
  return <ReportView report={query.data} back={back} />
}

function ReportView({ report, back }: { report: Report; back: { to: string; label: string } }) {
  const opportunity = report.investment_opportunity
  const date = publishedOn(report)
  const subject = opportunity ? (
    <Link to={opportunityPath(opportunity.slug)}>{opportunity.name}</Link>
  ) : (
    (report.fund?.name ?? null)
  )
  return (
    <PageStack>
      <PageHeader
        back={back}
        eyebrow={subject ? <StyledSubject>{subject}</StyledSubject> : undefined}
        title={report.title}
        description={
          <>
            Published <time dateTime={date}>{formatDate(date)}</time>
            {report.period ? ` · ${report.period}` : null}
          </>
        }
      />
      <Card>
        <StyledBody>
          {report.body ? <HtmlView html={report.body} /> : <p>This update has no text.</p>}
        </StyledBody>
      </Card>
      <AttachmentsCard documents={(report.documents ?? []) as NewsAttachment[]} />
    </PageStack>
  )
}

const StyledSubject = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.textMuted};

  a {
    color: ${({ theme }) => theme.colours.link};
  }
`

/** A comfortable reading measure, even on a wide screen. */
const StyledBody = styled.div`
  max-width: 75ch;
`
