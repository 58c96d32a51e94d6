import { useNavigate, useSearchParams } from 'react-router-dom'
import { useFlags } from '@/lib/flags'
import { INVESTOR_PATHS } from '@/lib/navigation'
import { useTerm } from '@/lib/terminology'
import { PageHeader, PageStack } from '@/ui'
import { InvestmentsTable } from '../components/investments-table'
import { OpportunityResults } from '../components/opportunity-results'
import { OpportunityToolbar } from '../components/opportunity-toolbar'
import { PaymentTabsNav } from '../components/payment-tabs-nav'
import { PendingSoundings } from '../components/pending-soundings'
import { useOpportunityFilters } from '../hooks/use-opportunity-filters'
import { useOpportunityList } from '../hooks/use-opportunity-list'
import { paymentTabs, readPaymentTab } from '../model/payment-tabs'

const BASE = INVESTOR_PATHS.investments

/**
 * /investor/investments: the opportunities open to the investor (Reserve An Allocation) and
 * their allocations by payment state (SPEC §4), each tab a URL.
 */
export function OpportunitiesPage() {
  const t = useTerm()
  const { marketSounding } = useFlags()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const tabs = paymentTabs(t)
  const active = readPaymentTab(searchParams)
  const tab = tabs.find((x) => x.id === active) ?? tabs[0]

  return (
    <PageStack>
      <PageHeader
        title={t('investments')}
        description="Opportunities open to you, and the allocations you have reserved and paid for."
      />
      {marketSounding ? <PendingSoundings /> : null}
      <PaymentTabsNav tabs={tabs} active={tab.id} base={BASE} />
      {tab.paymentStates === null ? (
        <ReserveAnAllocation />
      ) : (
        <InvestmentsTable
          key={tab.id}
          tab={{ ...tab, paymentStates: tab.paymentStates }}
          base={BASE}
          onNavigate={(href) => navigate(href)}
        />
      )}
    </PageStack>
  )
}

function ReserveAnAllocation() {
  const { tax } = useFlags()
  // What the toolbar shows is what the list hook answers, but the results.
  const { result, ...toolbar } = useOpportunityList(useOpportunityFilters())
  return (
    <>
      <OpportunityToolbar {...toolbar} />
      <OpportunityResults result={result} list={toolbar.list} showTax={tax} />
    </>
  )
}
