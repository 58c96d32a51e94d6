import { useId } from 'react'
import { usePromotionWithheld } from '@/investor/promotion-exemption'
import { formatDate, formatGBP } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'
import { ProgressBar, Row, StatusBadge } from '@/ui'
import { opportunityPath } from '../model/paths'
import { statusLabel } from '../model/opportunity-status'
import { taxReliefs } from '../model/tax-relief'
import { percentRaised, percentText, timeLeft } from './opportunity-figures'
import { OpportunityMedia } from './opportunity-media'
import { TaxBadges } from './tax-badges'
import {
  StyledCard,
  StyledBody,
  StyledIndustry,
  StyledTitle,
  StyledLink,
  StyledCompany,
  StyledSummary,
  StyledProgress,
  StyledRaised,
  StyledFigures,
} from './opportunity-card-styles'

export interface OpportunityCardProps {
  opportunity: RecordOf<'investment-opportunities'>
  /** The tenant's tax feature: tax relief badges only where it is on. */
  showTax: boolean
}

/**
 * One opportunity in the list: the whole card opens it (its title is the link, stretched over
 * the card), and the figures an investor compares are laid out alike on every card.
 */
export function OpportunityCard({ opportunity: o, showTax }: OpportunityCardProps) {
  const titleId = useId()
  // Financial promotion exemptions: no figures before the investor's statement.
  const withheld = usePromotionWithheld()
  const percent = percentRaised(o)
  const left = timeLeft(o)
  return (
    <StyledCard aria-labelledby={titleId}>
      <OpportunityMedia hero={o.hero_image} logo={o.logo} />
      <StyledBody $gap="sm">
        <Row $gap="xs">
          <StatusBadge tone={o.status === 3 ? 'info' : 'success'}>
            {statusLabel(o.status)}
          </StatusBadge>
          {o.industry ? <StyledIndustry>{o.industry.name}</StyledIndustry> : null}
        </Row>
        <StyledTitle id={titleId}>
          <StyledLink to={opportunityPath(o.slug)}>{o.name}</StyledLink>
        </StyledTitle>
        <StyledCompany>{o.company_name}</StyledCompany>
        {o.summary ? <StyledSummary>{o.summary}</StyledSummary> : null}
        {withheld ? (
          <StyledSummary>Open it to make your statement and see its figures.</StyledSummary>
        ) : null}
        {showTax && !withheld ? <TaxBadges reliefs={taxReliefs(o)} /> : null}
        {withheld ? null : (
          <>
            <StyledProgress $gap="xs">
              <StyledRaised $nowrap $align="stretch" $gap="xs" $justify="space-between">
                <span>
                  <strong>{formatGBP(o.raised_amount, { pence: 'never' })}</strong> raised
                </span>
                <span>{percentText(percent)}</span>
              </StyledRaised>
              <ProgressBar
                percent={percent}
                label="Raised so far"
                valueText={`${percentText(percent)} of the ${formatGBP(o.target_amount)} target`}
              />
            </StyledProgress>
            <StyledFigures>
              <div>
                <dt>Target</dt>
                <dd>{formatGBP(o.target_amount, { pence: 'never' })}</dd>
              </div>
              <div>
                <dt>Minimum investment</dt>
                <dd>{o.minimum_investment != null ? formatGBP(o.minimum_investment) : 'None'}</dd>
              </div>
              <div>
                <dt>Closing date</dt>
                <dd>{o.close_date ? formatDate(o.close_date) : 'To be confirmed'}</dd>
              </div>
              {left ? (
                <div>
                  <dt>Time left</dt>
                  <dd>{left}</dd>
                </div>
              ) : null}
            </StyledFigures>
          </>
        )}
      </StyledBody>
    </StyledCard>
  )
}
