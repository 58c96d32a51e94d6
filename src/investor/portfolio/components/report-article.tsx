import styled from 'styled-components'
import { Card, eyebrowStyles, HtmlView, PageHeader, PageStack } from '@/ui'
import type { Report } from '../api/holding-queries'
import { formatDay } from '../model/format'

/**
 * One published report: title, date and the staff-written body, sanitised by HtmlView (a
 * script or an event handler in the body never reaches the page).
 */
export function ReportArticle({
  report,
  back,
  subject,
}: {
  report: Report
  back: { to: string; label: string }
  /** What the report is about (the company or fund), shown above the title. */
  subject: string
}) {
  const published = report.published_at ? formatDay(report.published_at) : null
  return (
    <PageStack>
      <PageHeader
        back={back}
        eyebrow={<StyledSubject>{subject}</StyledSubject>}
        title={report.title}
        description={
          <>
            {published ? (
              <>
                Published <time dateTime={report.published_at ?? undefined}>{published}</time>
              </>
            ) : null}
            {report.period ? `${published ? ' · ' : ''}Period ${report.period}` : null}
          </>
        }
      />
      <Card>
        {report.summary ? <StyledSummary>{report.summary}</StyledSummary> : null}
        <HtmlView html={report.body} />
      </Card>
    </PageStack>
  )
}

const StyledSubject = styled.span`
  ${eyebrowStyles}
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledSummary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colours.textMuted};
`
