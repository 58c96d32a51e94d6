import styled from 'styled-components'
import { formatGBP, formatPercent } from '@/lib/format'
import {
  RELIEF_SCHEMES,
  TAX_RELIEF_RULES,
  type ReliefScheme,
  type SchemeSummary,
  type TaxYear,
} from '@/lib/tax-relief'
import { Card, FactGrid, ProgressBar } from '@/ui'
import { certificateName, type TaxHolding } from '../model/tax-holdings'

/**
 * A tax year's subscriptions and relief per scheme, against the scheme's annual limit (the
 * higher knowledge-intensive one once such a subscription counts), and how many of the year's
 * certificates have arrived (the claim needs them). A scheme with nothing claimed that year is
 * left out; with nothing at all, the year says so.
 */
export function TaxSummary({
  year,
  summary,
  claimed,
  level = 2,
}: {
  year: TaxYear
  summary: Record<ReliefScheme, SchemeSummary>
  /** The subscriptions claimed in the year (their certificates). */
  claimed: readonly TaxHolding[]
  level?: 2 | 3
}) {
  const schemes = RELIEF_SCHEMES.map((s) => summary[s]).filter((s) => s.holdings > 0)
  if (schemes.length === 0)
    return (
      <Card title={`Summary ${year.label}`} level={level}>
        <StyledMuted>{`No subscriptions are claimed in ${year.label}.`}</StyledMuted>
      </Card>
    )
  return (
    <StyledGrid>
      {schemes.map((s) => (
        <SchemeCard
          key={s.scheme}
          year={year}
          summary={s}
          level={level}
          certificates={claimed.filter((h) => h.scheme === s.scheme)}
        />
      ))}
    </StyledGrid>
  )
}

function SchemeCard({
  year,
  summary: s,
  level,
  certificates,
}: {
  year: TaxYear
  summary: SchemeSummary
  level: 2 | 3
  certificates: readonly TaxHolding[]
}) {
  const received = certificates.filter((h) => h.certificateIssued).length
  const used = s.limit > 0 ? (s.within_limit / s.limit) * 100 : 0
  const name = TAX_RELIEF_RULES.schemes[s.scheme].name
  return (
    <Card title={`${s.scheme} ${year.label}`} level={level}>
      <StyledMuted>{name}</StyledMuted>
      <FactGrid $min="9rem" $strong>
        <div>
          <dt>Subscribed</dt>
          <dd>{formatGBP(s.subscribed)}</dd>
        </div>
        <div>
          <dt>Relief rate</dt>
          <dd>{formatPercent(s.rate * 100)}</dd>
        </div>
        <div>
          <dt>Income-tax relief</dt>
          <dd>{formatGBP(s.relief)}</dd>
        </div>
        <div>
          <dt>Annual limit</dt>
          <dd>{formatGBP(s.limit)}</dd>
        </div>
        <div>
          <dt>{`${certificateName(s.scheme)} certificates`}</dt>
          <dd>{`${received} of ${certificates.length} received`}</dd>
        </div>
      </FactGrid>
      <ProgressBar
        percent={used}
        label={`${s.scheme} annual limit used`}
        valueText={`${formatGBP(s.within_limit)} of ${formatGBP(s.limit)}`}
      />
      <StyledMuted>
        {`${formatGBP(s.within_limit)} of the ${formatGBP(s.limit)} limit used.`}
        {s.knowledge_intensive > 0
          ? ` ${formatGBP(s.knowledge_intensive)} is in knowledge-intensive companies, which raises the limit.`
          : null}
        {s.over_limit > 0
          ? ` ${formatGBP(s.over_limit)} is over the limit and gives no relief this year.`
          : null}
      </StyledMuted>
    </Card>
  )
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
`

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
