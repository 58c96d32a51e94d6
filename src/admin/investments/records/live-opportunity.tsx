import { ADMIN_PATHS } from '@/lib/navigation'
import { TABS } from '@/admin/kit/record-tabs'
import { defineRecord } from '@/admin/kit/records'
import { OpportunityStatusActions } from '@/admin/investments/opportunity-status'
import { OpportunityTransactionsTab } from '@/admin/investments/transactions'
import { OpportunityContentTab } from '@/admin/investments/content'
import { TaxReliefTab } from '@/admin/investments/tax-relief'
import { OpportunityOverview } from '../components/opportunity-overview'
import { OpportunityEditExtras } from '../components/opportunity-edit-extras'
import { keyInformationTab, opportunityFormSections, opportunityHeader } from './opportunity-shared'
import { stageRedirect } from './stage-routing'

const INCLUDES = ['industry', 'type', 'subType', 'pipelineDeal']

/**
 * A live opportunity (stages 2-4, SPEC §2): details, key-information, transactions and
 * notes-calls-tasks; its form creates and edits it. A stage-1 one opens its edit page, and one
 * at stage 5-6 is an existing investment, whatever address was typed.
 */
export const liveOpportunityRecord = defineRecord({
  family: 'investment-opportunities',
  listPath: ADMIN_PATHS.liveOpportunities,
  listLabel: 'Live opportunities',
  noun: 'opportunity',
  resource: 'investment_opportunity_live',
  query: { include: INCLUDES, append: ['percentage_raised', 'days_left'] },
  ...opportunityHeader,
  tabs: [
    { segment: 'details', label: 'Details', Component: OpportunityOverview },
    keyInformationTab,
    { ...TABS.transactions, Component: OpportunityTransactionsTab },
    TABS.notes,
    { segment: 'content', label: 'Investor content', Component: OpportunityContentTab },
    // Behind the tax flag (route-rules.ts), like the cap table.
    { segment: 'tax-relief', label: 'Tax relief', Component: TaxReliefTab },
  ],
  Actions: OpportunityStatusActions,
  redirect: stageRedirect('live'),
  form: {
    defaults: { stage: '1' },
    sections: opportunityFormSections,
    EditExtras: OpportunityEditExtras,
    // A stage-1 draft's only page is this one: it goes live (or is cloned) from here.
    EditActions: OpportunityStatusActions,
  },
  createPath: ADMIN_PATHS.newOpportunity,
  createAliases: ['/admin/investments/new-opportunity'],
})
