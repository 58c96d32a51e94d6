import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { useTerm } from '@/lib/terminology'
import { openOfferQuery, PreEmptionOfferNotice } from '@/investor/pre-emption-offers'
import { PageHeader, PageStack } from '@/ui'
import { holdingReportsQuery } from '../api/holding-queries'
import { HoldingFigures } from '../components/holding-figures'
import { HoldingTabs } from '../components/holding-tabs'
import { TaxReliefCards } from '../components/tax-relief-cards'
import { NotYetInvestedFigures } from '@/shared/portfolio-figures'
import { PageStates } from '@/ui'
import { useHolding } from '../hooks/use-holding'
import { portfolioPaths } from '../model/paths'

/**
 * /investor/portfolio/{id}: one opportunity the investor holds or has reserved in: the figures
 * of the money invested, what is reserved or awaiting payment apart from them, an open
 * pre-emption offer on it, its tax relief (tax feature), then the transactions, documents, updates, KPI reports and share
 * price performance as tabs.
 */
export function HoldingPage() {
  const { id = '' } = useParams()
  const t = useTerm()
  const { query, opportunity, holding } = useHolding(id)
  // Fetched beside the holding, not after it: the tabs need both.
  const reports = useQuery(holdingReportsQuery(id))
  // The route's id is the opportunity's: its pre-emption offer is asked for at once too.
  useQuery({ ...openOfferQuery(Number(id)), enabled: /^\d+$/.test(id) })
  const back = { to: portfolioPaths.portfolio, label: `Back to ${t('portfolio')}` }

  if (!opportunity || !holding) {
    return <PageStates query={query} header={{ title: 'Holding', back }} what="the holding" />
  }
  const sector = opportunity.industry?.name
  return (
    <PageStack>
      <PageHeader
        back={back}
        title={opportunity.name}
        description={[opportunity.company_name, sector].filter(Boolean).join(' · ')}
      />
      {holding.held ? (
        <HoldingFigures
          label={`${opportunity.name} figures`}
          value={holding.value}
          invested={holding.invested}
          unitsLabel="Shares"
          units={holding.units}
          change={holding.change}
        />
      ) : null}
      <NotYetInvestedFigures
        figures={holding.notYetInvested}
        label={`${opportunity.name} not yet invested`}
      />
      <PreEmptionOfferNotice opportunityId={opportunity.id} slug={opportunity.slug} />
      <TaxReliefCards opportunity={opportunity} />
      <HoldingTabs opportunity={opportunity} reports={reports} />
    </PageStack>
  )
}
