import { ADMIN_PATHS } from '@/lib/navigation'
import { TABS } from '@/admin/kit/record-tabs'
import { defineRecord } from '@/admin/kit/records'
import { PreEmptionTab } from '@/admin/investments/pre-emption'
import { CapTablePerformanceTab, CapTableTab } from '@/admin/investments/cap-table'
import { TaxReliefTab } from '@/admin/investments/tax-relief'
import { ExistingInvestmentActions } from '../components/existing-investment-actions'
import { OpportunityOverview } from '../components/opportunity-overview'
import { keyInformationTab, opportunityHeader } from './opportunity-shared'
import { stageRedirect } from './stage-routing'

/**
 * An existing investment: an opportunity at stage 5-6 (SPEC §2), held in the portfolio. It has
 * no form of its own; one still at stage 1-4 opens where its stage says.
 */
export const existingInvestmentRecord = defineRecord({
  family: 'investment-opportunities',
  listPath: ADMIN_PATHS.existingInvestments,
  listLabel: 'Existing investments',
  noun: 'investment',
  resource: 'investment_opportunity_existing',
  query: { include: ['industry', 'type', 'subType'], append: ['percentage_raised'] },
  ...opportunityHeader,
  tabs: [
    { segment: 'details', label: 'Details', Component: OpportunityOverview },
    keyInformationTab,
    TABS.transactions,
    TABS.notes,
    // Behind the cap table flag (route-rules.ts), as SPEC §2's "optionally".
    { segment: 'cap-table', label: 'Cap table', Component: CapTableTab },
    {
      segment: 'cap-table-performance',
      label: 'Cap table performance',
      Component: CapTablePerformanceTab,
    },
    { segment: 'pre-emption', label: 'Pre-emption', Component: PreEmptionTab },
    // Behind the tax flag (route-rules.ts), like the cap table.
    { segment: 'tax-relief', label: 'Tax relief', Component: TaxReliefTab },
  ],
  Actions: ExistingInvestmentActions,
  redirect: stageRedirect('existing'),
  // SPEC §6: no role deletes an existing investment.
  deletable: false,
})
