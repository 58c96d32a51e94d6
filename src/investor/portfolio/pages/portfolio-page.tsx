import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useTerm } from '@/lib/terminology'
import { Card, EmptyState, LinkButton, PageHeader, PageStack, PendingStates } from '@/ui'
import {
  investorStatsQuery,
  myFundsQuery,
  myInvestmentsQuery,
  portfolioTablesQuery,
} from '../api/portfolio-queries'
import { HoldingsSection } from '../components/holdings-section'
import { PortfolioCharts } from '../components/portfolio-charts'
import {
  hasNotYetInvested,
  NotYetInvestedFigures,
  notYetInvestedOf,
  PortfolioTotals,
} from '@/shared/portfolio-figures'
import { useTaxFeature } from '../hooks/use-tax-relief'
import { portfolioPaths } from '../model/paths'

/**
 * /investor/portfolio: the headline figures of money invested, then apart from them what is
 * reserved or awaiting payment, the charts, the holdings in the tenant's table layouts and the
 * reservations awaiting payment. Whichever page the tenant's portfolio display makes home,
 * this one stands on its own.
 */
export function PortfolioPage() {
  const t = useTerm()
  const navigate = useNavigate()
  const client = useQueryClient()
  const stats = useQuery(investorStatsQuery)
  const title = t('portfolio')
  const tax = useTaxFeature() === true

  // Everything the page shows starts loading at once (no waterfall behind the totals).
  useEffect(() => {
    void client.prefetchQuery(myInvestmentsQuery)
    void client.prefetchQuery(myFundsQuery)
    void client.prefetchQuery(portfolioTablesQuery)
  }, [client])

  const header = (
    <PageHeader
      title={title}
      description="What you hold, what it is worth and how it has moved."
      actions={
        tax ? (
          <LinkButton
            variant="secondary"
            href={portfolioPaths.taxRelief}
            onNavigate={(to) => void navigate(to)}
          >
            Tax relief
          </LinkButton>
        ) : null
      }
    />
  )
  if (stats.isPending || stats.isError) {
    return (
      <PageStack>
        {header}
        <PendingStates
          query={stats}
          loading={`Loading your ${title.toLowerCase()}…`}
          errorMessage={`Your ${title.toLowerCase()} could not be loaded.`}
        />
      </PageStack>
    )
  }
  const pending = notYetInvestedOf(stats.data)
  const holds = stats.data.holdings_count > 0
  if (!holds && !hasNotYetInvested(pending)) {
    return (
      <PageStack>
        {header}
        <Card>
          <EmptyState
            title="You have no holdings yet"
            description={`When you invest, your holdings, their value and your reservations appear here.`}
            action={
              <LinkButton
                href={portfolioPaths.opportunities}
                onNavigate={(to) => void navigate(to)}
              >
                {`Browse ${t('investments').toLowerCase()}`}
              </LinkButton>
            }
          />
        </Card>
      </PageStack>
    )
  }
  return (
    <PageStack>
      {header}
      <PortfolioTotals stats={stats.data} label={`${title} totals`} />
      <NotYetInvestedFigures figures={pending} label={NOT_YET_INVESTED_TITLE} />
      {holds ? <PortfolioCharts stats={stats.data} /> : null}
      <HoldingsSection />
    </PageStack>
  )
}

export const NOT_YET_INVESTED_TITLE = 'Not yet invested'
