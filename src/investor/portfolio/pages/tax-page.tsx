import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { taxYearOf, yearSummary } from '@/lib/tax-relief'
import { useTerm } from '@/lib/terminology'
import {
  Button,
  Card,
  EmptyState,
  LoadingState,
  NotFoundError,
  PageHeader,
  PageStack,
  PageStates,
  SelectField,
  Stack,
  TextLink,
} from '@/ui'
import { ReliefFacts } from '../components/relief-facts'
import { TaxPackActions } from '../components/tax-pack-actions'
import { TaxSummary } from '../components/tax-summary'
import { useTaxFeature, useTaxHoldings } from '../hooks/use-tax-relief'
import { portfolioPaths } from '../model/paths'
import type { TaxHolding } from '../model/tax-holdings'
import { PACK_STATEMENT, packRows } from '../model/tax-pack'

export const TAX_TITLE = 'Tax relief'

/**
 * /investor/portfolio/tax (tax feature): the chosen UK tax year's EIS and SEIS relief, the
 * subscriptions claimed in it, those still awaiting a share issue, and the year's tax pack.
 */
export function TaxPage() {
  const enabled = useTaxFeature()
  if (enabled === false) throw new NotFoundError('tax relief')
  return enabled ? <TaxRelief /> : <LoadingState label="Loading your tax relief…" />
}

function TaxRelief() {
  const t = useTerm()
  const { query, holdings, years, today } = useTaxHoldings(true)
  const [params, setParams] = useSearchParams()
  const current = taxYearOf(today)
  const year = years.find((y) => String(y.startYear) === params.get('year')) ?? current
  const show = (startYear: number) => setParams({ year: String(startYear) }, { replace: true })
  // A carry-back moves the subscription out of the year on screen: say where it went.
  const [carriedId, setCarriedId] = useState<number | null>(null)
  const carried = holdings.find((h) => h.id === carriedId)
  const away = carried?.year && carried.year.startYear !== year.startYear ? carried : null
  const summary = useMemo(
    () => yearSummary(query.data ?? [], year.startYear),
    [query.data, year.startYear],
  )
  const back = { to: portfolioPaths.portfolio, label: `Back to ${t('portfolio')}` }
  const header = {
    back,
    title: TAX_TITLE,
    description: 'Income-tax relief on your EIS and SEIS subscriptions, by UK tax year.',
  }
  if (!query.data) return <PageStates query={query} header={header} what="your tax relief" />
  if (holdings.length === 0)
    return (
      <PageStack>
        <PageHeader {...header} />
        <Card>
          <EmptyState
            title="You have no subscriptions under EIS or SEIS relief"
            description={`When you invest in a company under EIS or SEIS, its relief appears here.`}
          />
        </Card>
      </PageStack>
    )

  const claimed = packRows(holdings, year)
  const awaiting = holdings.filter((h) => h.issueDate === null)
  return (
    <PageStack>
      <PageHeader {...header} />
      <StyledPicker>
        <SelectField
          label="Tax year"
          value={String(year.startYear)}
          options={years.map((y) => ({
            value: String(y.startYear),
            label: y.startYear === current.startYear ? `${y.label} (this year)` : y.label,
          }))}
          onChange={(e) => show(Number(e.target.value))}
        />
      </StyledPicker>
      {/* Always there (a live region), so the move is announced when it happens. */}
      <StyledMoved role="status">
        {away?.year ? (
          <>
            <span>{`${away.company} is now claimed in ${away.year.label}.`}</span>
            <Button variant="secondary" size="sm" onClick={() => show(away.year!.startYear)}>
              {`Show ${away.year.label}`}
            </Button>
          </>
        ) : null}
      </StyledMoved>
      <TaxSummary year={year} summary={summary} claimed={claimed} />
      <Card title={`Subscriptions claimed in ${year.label}`}>
        {claimed.length === 0 ? (
          <StyledMuted>{`No subscriptions are claimed in ${year.label}.`}</StyledMuted>
        ) : (
          <HoldingList holdings={claimed} onCarryBack={(h) => setCarriedId(h.id)} />
        )}
      </Card>
      {awaiting.length > 0 ? (
        <Card title="Awaiting a share issue">
          <StyledMuted>
            The relief, its tax year and the three-year date follow from the share issue date.
          </StyledMuted>
          <HoldingList holdings={awaiting} qualifyingNote={false} />
        </Card>
      ) : null}
      <Card title={`Tax pack ${year.label}`}>
        <StyledMuted>{PACK_STATEMENT}</StyledMuted>
        <TaxPackActions holdings={holdings} year={year} />
      </Card>
    </PageStack>
  )
}

/**
 * Subscriptions one under another, ruled apart rather than boxed inside the card, so their facts
 * keep two columns at 375 px. Each names its round and links to the holding, which tells two
 * subscriptions in one company apart.
 */
function HoldingList({
  holdings,
  qualifyingNote,
  onCarryBack,
}: {
  holdings: readonly TaxHolding[]
  qualifyingNote?: boolean
  onCarryBack?: (holding: TaxHolding) => void
}) {
  return (
    <StyledList>
      {holdings.map((h) => (
        <li key={h.id}>
          <Stack as="article" $gap="sm" aria-labelledby={`tax-holding-${h.id}`}>
            <Stack $gap="xxs">
              <StyledName id={`tax-holding-${h.id}`}>{h.company}</StyledName>
              <StyledRound to={portfolioPaths.holding(h.opportunityId)}>
                {h.opportunityName}
              </StyledRound>
            </Stack>
            <ReliefFacts holding={h} qualifyingNote={qualifyingNote} onCarryBack={onCarryBack} />
          </Stack>
        </li>
      ))}
    </StyledList>
  )
}

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  > li + li {
    margin-top: ${({ theme }) => theme.space.lg};
    padding-top: ${({ theme }) => theme.space.lg};
    border-top: 1px solid ${({ theme }) => theme.colours.border};
  }
`

const StyledName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`

const StyledRound = styled(TextLink)`
  align-self: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledPicker = styled.div`
  max-width: 16rem;
`

const StyledMoved = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  &:empty {
    display: none;
  }
`
