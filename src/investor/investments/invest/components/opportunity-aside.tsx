import { formatDate, formatGBP } from '@/lib/format'
import { Card, ProgressBar } from '@/ui'
import type { Opportunity } from '../model/invest-form'
import { StyledFacts } from './invest-styles'

/** The figures an investor checks while deciding how much to put in. */
export function OpportunityAside({ opportunity: o }: { opportunity: Opportunity }) {
  const percent = Number(o.percentage_raised ?? 0)
  const rows: [string, string][] = [['Company', o.company_name]]
  if (o.minimum_investment) rows.push(['Minimum investment', formatGBP(o.minimum_investment)])
  if (o.maximum_investment) rows.push(['Maximum investment', formatGBP(o.maximum_investment)])
  if (o.investment_increment) rows.push(['Increments', formatGBP(o.investment_increment)])
  if (o.share_price) rows.push(['Share price', formatGBP(o.share_price, { pence: 'always' })])
  if (o.close_date) rows.push(['Closing date', formatDate(o.close_date)])
  return (
    <Card title="About this investment">
      <StyledFacts>
        {rows.map(([label, value]) => [
          <dt key={`${label}-t`}>{label}</dt>,
          <dd key={`${label}-d`}>{value}</dd>,
        ])}
        <dt>Raised so far</dt>
        <dd>
          {formatGBP(o.raised_amount)} of {formatGBP(o.target_amount)}
        </dd>
      </StyledFacts>
      <ProgressBar
        percent={percent}
        label="Raised so far"
        valueText={`${Math.round(percent)}% of target`}
      />
    </Card>
  )
}
