import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { formatDate, formatGBP } from '@/lib/format'
import { Card, CardGrid, HtmlView, ProgressBar } from '@/ui'
import type { RecordTabProps } from '@/admin/kit/records'
import type { Opportunity } from '../records/opportunity-shared'

/**
 * What the overview reads: any opportunity's raise and description. A fund opportunity has no
 * stage, summary or appended figures: its percentage is worked out here.
 */
export type OverviewRecord = Pick<Opportunity, 'target_amount' | 'raised_amount' | 'close_date'> &
  Partial<
    Pick<Opportunity, 'description' | 'stage' | 'percentage_raised' | 'days_left' | 'summary'>
  >

const percentOf = (o: OverviewRecord) =>
  o.percentage_raised ??
  (o.target_amount ? Math.round(((o.raised_amount ?? 0) / o.target_amount) * 100) : 0)

const closeDatePassed = (date: string | null | undefined) =>
  !!date && date.slice(0, 10) < new Date().toISOString().slice(0, 10)

/**
 * An opportunity's `details`: how the raise stands and what investors read. A live one links
 * to the preview of its portal page.
 */
export function OpportunityOverview({ record: o }: RecordTabProps<OverviewRecord>) {
  const percent = percentOf(o)
  const live = o.stage != null ? o.stage <= 4 : !closeDatePassed(o.close_date)
  return (
    <CardGrid>
      <Card
        title="The raise"
        actions={
          live && o.stage != null ? <Link to="preview">Preview as an investor</Link> : undefined
        }
      >
        <ProgressBar
          percent={percent}
          label="Raised of target"
          valueText={`${formatGBP(o.raised_amount ?? 0)} of ${formatGBP(o.target_amount ?? 0)}`}
        />
        <StyledFacts>
          <div>
            <dt>Raised</dt>
            <dd>
              {formatGBP(o.raised_amount ?? 0)} ({percent}%)
            </dd>
          </div>
          <div>
            <dt>Target</dt>
            <dd>{formatGBP(o.target_amount ?? 0)}</dd>
          </div>
          <div>
            <dt>{live ? 'Closes' : 'Closed'}</dt>
            <dd>
              {formatDate(o.close_date) || 'Not set'}
              {live && o.days_left != null ? ` (${o.days_left} days left)` : ''}
            </dd>
          </div>
        </StyledFacts>
      </Card>
      <Card title="What investors read">
        {o.summary ? <StyledSummary>{o.summary}</StyledSummary> : null}
        {o.description ? (
          <HtmlView html={o.description} />
        ) : (
          <p>No description yet. Add one on the edit page.</p>
        )}
      </Card>
    </CardGrid>
  )
}

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;

  dt {
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: 0.875rem;
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`

const StyledSummary = styled.p`
  font-weight: 600;
`
