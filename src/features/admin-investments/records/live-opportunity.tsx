import { ADMIN_PATHS, opportunityPath } from '@/lib/navigation'
import { TABS } from '@/features/admin-record-tabs'
import { defineRecord } from '@/features/admin-records'
import { OpportunityStatusActions } from '@/features/admin-opportunity-status'
import { OpportunityTransactionsTab } from '@/features/admin-cash-calls'
import { OpportunityContentTab } from '@/features/admin-opportunity-content'
import { OpportunityOverview } from '../components/opportunity-overview'
import { OpportunityEditExtras } from '../components/opportunity-edit-extras'
import { keyInformationTab, opportunityFormSections, opportunityHeader } from './opportunity-shared'

const INCLUDES = ['industry', 'type', 'subType', 'pipelineDeal']

/**
 * A live opportunity (stages 1-4, SPEC §2): details, key-information, transactions and
 * notes-calls-tasks; its form creates and edits it. One at stage 5-6 is an existing
 * investment, and its page is there.
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
  ],
  Actions: OpportunityStatusActions,
  redirect: (o) => (o.stage >= 5 ? opportunityPath(o.id, o.stage) : null),
  form: {
    defaults: { stage: '1' },
    sections: opportunityFormSections,
    EditExtras: OpportunityEditExtras,
  },
  createPath: ADMIN_PATHS.newOpportunity,
  createAliases: ['/admin/investments/new-opportunity'],
})
