import { opportunityPath } from '@/lib/navigation'
import type { FamilyRows } from '../api'
import { count, text } from '../components/cells'
import { defineArea, type AreaColumn } from '../model/area-config'
import { OPPORTUNITY_STAGE, OPPORTUNITY_STATUS } from '../model/labels'
import { amountColumn, LIVE_OPPORTUNITY_STAGES } from './area-helpers'
import { dateColumn, nameColumn, namedRecords } from './columns'
import { statusColumn, statusFilter } from './status-column'

type Opportunity = FamilyRows['investment-opportunities']

const stageOptions = (stages: number[]) =>
  stages.map((s) => ({ value: String(s), label: `${s} – ${OPPORTUNITY_STAGE[s]}` }))
const statusOptions = (codes: number[]) =>
  codes.map((c) => ({ value: String(c), label: OPPORTUNITY_STATUS[c].label }))

const opportunityRecordPath = (o: Opportunity) => opportunityPath(o.id, o.stage)

/** Columns both opportunity lists share; the name opens the screen its stage calls for. */
const opportunityName = nameColumn<Opportunity>(opportunityRecordPath, (o) => o.company_name)
const industry: AreaColumn<Opportunity> = {
  id: 'industry',
  header: (t) => t('industry'),
  cell: (o) => text(o.industry?.name),
}
const opportunityStatus: AreaColumn<Opportunity> = statusColumn(OPPORTUNITY_STATUS)
const stage: AreaColumn<Opportunity> = {
  id: 'stage',
  header: 'Stage',
  sortable: true,
  cell: (o) => `${o.stage} – ${OPPORTUNITY_STAGE[o.stage] ?? ''}`,
}
const raised = amountColumn<Opportunity>('raised_amount', 'Raised', (o) => o.raised_amount)

/** SPEC §2: stages 2-4 are the live opportunities; stage 1 (setup) is one filter away. */
export const liveOpportunitiesArea = defineArea({
  ...namedRecords('liveOpportunities', 'live_opportunities', opportunityRecordPath),
  family: 'investment-opportunities',
  description: 'Opportunities being launched, raising or closing (stages 2–4).',
  query: { filter: { stage: [...LIVE_OPPORTUNITY_STAGES] }, include: ['industry'] },
  defaultSort: '-created_at',
  filters: [
    { id: 'stage', label: 'Stage', allLabel: 'Stages 2–4', options: stageOptions([1, 2, 3, 4]) },
    statusFilter(statusOptions([1, 2, 3, 4])),
  ],
  columns: [
    opportunityName,
    industry,
    opportunityStatus,
    stage,
    amountColumn<Opportunity>('target_amount', 'Target', (o) => o.target_amount),
    raised,
    dateColumn<Opportunity>('close_date', 'Closes', (o) => o.close_date),
  ],
  create: { key: 'investment', label: 'New opportunity' },
})

export const existingInvestmentsArea = defineArea({
  ...namedRecords('existingInvestments', 'existing_investments', opportunityRecordPath),
  family: 'investment-opportunities',
  description: 'Completed rounds held in the portfolio, and exits (stages 5–6).',
  query: { filter: { stage: [5, 6] }, include: ['industry', 'investmentsCount'] },
  defaultSort: '-close_date',
  filters: [
    { id: 'stage', label: 'Stage', allLabel: 'Stages 5–6', options: stageOptions([5, 6]) },
    statusFilter(statusOptions([5, 6])),
  ],
  columns: [
    opportunityName,
    industry,
    opportunityStatus,
    stage,
    raised,
    {
      id: 'investments',
      header: 'Investments',
      align: 'right',
      cell: (o) => count(o.investments_count),
    },
    dateColumn<Opportunity>('close_date', 'Closed', (o) => o.close_date),
  ],
})
