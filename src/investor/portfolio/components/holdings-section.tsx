import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useFlags } from '@/lib/flags'
import { useTerm } from '@/lib/terminology'
import { Card, EmptyState, PendingStates } from '@/ui'
import { myFundsQuery, myInvestmentsQuery, portfolioTablesQuery } from '../api/portfolio-queries'
import { fundHoldings, opportunityHoldings } from '../model/holdings'
import { isoToday } from '../model/valuation'
import { HoldingsCard } from './holdings-card'
import { ReservationsCard } from './reservations-card'

export const HOLDINGS_TITLE = 'Your holdings'

/**
 * The holdings (money invested) in the configured tables, then the reservations still to be
 * paid, which are not holdings.
 */
export function HoldingsSection() {
  const t = useTerm()
  const { funds: fundsOn } = useFlags()
  const investments = useQuery(myInvestmentsQuery)
  const funds = useQuery(myFundsQuery)
  // A layout that fails to load is not worth an error: the standard columns stand in.
  const tables = useQuery(portfolioTablesQuery)
  const today = useMemo(() => isoToday(), [])

  const holdings = useMemo(() => {
    if (!investments.data || !funds.data) return []
    return [
      ...opportunityHoldings(investments.data, today, t),
      ...fundHoldings(funds.data, today, fundsOn),
    ].sort((a, b) => b.value - a.value)
  }, [investments.data, funds.data, today, t, fundsOn])

  const failed = investments.isError ? investments : funds.isError ? funds : null
  if (failed || !investments.data || !funds.data || tables.isPending) {
    // Either read failing fails the section; its retry reads both again.
    const status = {
      isPending: !failed,
      isError: failed !== null,
      error: failed?.error,
      isFetching: investments.isFetching || funds.isFetching,
      refetch: () => {
        void investments.refetch()
        void funds.refetch()
      },
    }
    return (
      <PendingStates
        query={status}
        loading={`Loading your ${t('portfolio').toLowerCase()}…`}
        errorMessage="Your holdings could not be loaded."
        frame={(state) => <Card title={HOLDINGS_TITLE}>{state}</Card>}
      />
    )
  }
  return (
    <>
      {holdings.length > 0 ? (
        <HoldingsCard title={HOLDINGS_TITLE} tables={tables.data?.data ?? []} holdings={holdings} />
      ) : (
        <Card title={HOLDINGS_TITLE}>
          <EmptyState
            title="You have no holdings yet"
            description="A reservation becomes a holding once it is paid."
          />
        </Card>
      )}
      <ReservationsCard investments={investments.data} />
    </>
  )
}
