import { useQuery } from '@tanstack/react-query'
import type { RecordTabProps } from '@/admin/kit/records'
import { AllocationFigure } from '@/ui/charts'
import { formatGBP, formatMultiple, formatPercent, formatPrice, formatUnits } from '@/lib/format'
import {
  DataTable,
  EmptyState,
  QueryStates,
  SectionHeading,
  SectionNote,
  StatCard,
  StatGrid,
} from '@/ui'
import { fundLedgerQuery, fundNavsQuery, type Fund } from '../api/fund-queries'
import { FundHoldingsCard } from './fund-holdings-card'
import { fundHolders, latestNav, type FundHolder } from '../model/holders'
import { StyledSection, StyledStack } from './styles'
import { useTerm } from '@/lib/terminology'

/**
 * What the fund holds (companies and assets, at cost and value), then its unitholders: every
 * investor's units, what they cost and what they are worth at the
 * latest NAV per unit, with their weight in the fund (the same valuation as the portal's).
 */
export function FundPortfolioTab({ record }: RecordTabProps<Fund>) {
  const ledger = useQuery(fundLedgerQuery(record.id))
  const navs = useQuery(fundNavsQuery(record.id))
  return (
    <StyledStack>
      <FundHoldingsCard fundId={record.id} />
      <SectionHeading>Unitholders</SectionHeading>
      <QueryStates query={navs} loading="Loading the valuations">
        {(valuations) => (
          <QueryStates query={ledger} loading="Loading the unitholders">
            {(entries) => {
              const latest = latestNav(valuations)
              return (
                <Holdings
                  holders={fundHolders(entries, latest ? Number(latest.nav_per_unit) : null)}
                  navPerUnit={latest ? Number(latest.nav_per_unit) : null}
                />
              )
            }}
          </QueryStates>
        )}
      </QueryStates>
    </StyledStack>
  )
}

function Holdings({ holders, navPerUnit }: { holders: FundHolder[]; navPerUnit: number | null }) {
  const t = useTerm()
  if (holders.length === 0)
    return (
      <EmptyState
        title="No unitholders yet"
        description="Units are issued by subscriptions (capital calls) on the fund's ledger."
      />
    )
  const cost = holders.reduce((s, h) => s + h.cost, 0)
  const value = holders.reduce((s, h) => s + h.value, 0)
  const units = holders.reduce((s, h) => s + h.units, 0)
  // The figure draws the largest few and gathers the rest as "Other".
  const slices = holders.map((h) => ({ label: h.name, value: h.value }))
  return (
    <>
      <StatGrid aria-label="Unitholder figures">
        <StatCard label="Units held" value={formatUnits(units)} />
        <StatCard label="Cost" value={formatGBP(cost, { pence: 'never' })} />
        <StatCard
          label="Value"
          value={formatGBP(value, { pence: 'never' })}
          detail={
            navPerUnit === null ? 'At cost: no NAV yet' : `At ${formatPrice(navPerUnit)} a unit`
          }
        />
        <StatCard label="Multiple" value={cost > 0 ? formatMultiple(value / cost) : '—'} />
      </StatGrid>
      <StyledSection>
        <AllocationFigure
          title="Units by value"
          slices={slices}
          noun="investor"
          labelHeader="Investor"
        />
      </StyledSection>
      <DataTable
        caption="Unitholders"
        rowKey={(h) => h.userId}
        rows={holders}
        columns={[
          { id: 'name', header: t('investor'), cell: (h) => h.name },
          { id: 'units', header: 'Units', align: 'right', cell: (h) => formatUnits(h.units) },
          { id: 'cost', header: 'Cost', align: 'right', cell: (h) => formatGBP(h.cost) },
          { id: 'value', header: 'Value', align: 'right', cell: (h) => formatGBP(h.value) },
          { id: 'weight', header: 'Weight', align: 'right', cell: (h) => formatPercent(h.weight) },
        ]}
      />
      <SectionNote>
        Cost is the capital called; value is the units at the latest NAV per unit; weight is the
        share of the fund&apos;s units.
      </SectionNote>
    </>
  )
}
