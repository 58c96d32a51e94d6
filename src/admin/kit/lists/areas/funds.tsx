import { ADMIN_PATHS } from '@/lib/navigation'
import type { FamilyRows } from '../api'
import { enumText, StatusCell, text } from '../components/cells'
import { defineArea } from '../model/area-config'
import { FUND_STRATEGIES, FUND_STRATEGY_LABEL, strategyLabel } from '../model/fund-strategies'
import { FUND_OPPORTUNITY_STATUS, FUND_STATUS, MATURITY_STATUS, optionsOf } from '../model/labels'
import { amountColumn } from './area-helpers'
import { dateColumn, nameColumn, namedRecords, selectFilter } from './columns'
import { statusColumn, statusFilter } from './status-column'

type Fund = FamilyRows['funds']
type FundOpportunity = FamilyRows['fund-investment-opportunities']

const fundPath = (f: { id: number }) => `${ADMIN_PATHS.funds}/${f.id}/details`
const fundOpportunityPath = (o: { id: number }) =>
  `${ADMIN_PATHS.fundOpportunities}/${o.id}/details`

export const fundsArea = defineArea({
  ...namedRecords('funds', 'funds', fundPath),
  family: 'funds',
  defaultSort: 'name',
  filters: [
    statusFilter(FUND_STATUS),
    selectFilter(
      'strategy',
      'Strategy',
      'All strategies',
      FUND_STRATEGIES.map((s) => ({ value: s, label: strategyLabel(s) })),
    ),
  ],
  columns: [
    nameColumn<Fund>(fundPath, (f) => f.manager_name),
    {
      id: 'strategy',
      header: 'Strategy',
      cell: (f) => FUND_STRATEGY_LABEL[f.strategy ?? ''] ?? enumText(f.strategy),
    },
    { id: 'vintage_year', header: 'Vintage', sortable: true, cell: (f) => text(f.vintage_year) },
    statusColumn(FUND_STATUS),
    amountColumn<Fund>('target_size', 'Target size', (f) => f.target_size),
    amountColumn<Fund>('committed_amount', 'Committed', (f) => f.committed_amount),
    amountColumn<Fund>('nav', 'NAV', (f) => f.nav),
  ],
})

export const fundOpportunitiesArea = defineArea({
  ...namedRecords('fundOpportunities', 'fund_opportunities', fundOpportunityPath),
  family: 'fund-investment-opportunities',
  query: { include: ['fund'] },
  defaultSort: '-created_at',
  filters: [
    statusFilter(FUND_OPPORTUNITY_STATUS),
    selectFilter('maturity_status', 'Maturity', 'Any maturity', optionsOf(MATURITY_STATUS)),
  ],
  columns: [
    nameColumn<FundOpportunity>(fundOpportunityPath, (o) => o.fund?.name),
    statusColumn(FUND_OPPORTUNITY_STATUS),
    amountColumn<FundOpportunity>('target_amount', 'Target', (o) => o.target_amount),
    amountColumn<FundOpportunity>('raised_amount', 'Raised', (o) => o.raised_amount),
    amountColumn<FundOpportunity>('minimum_investment', 'Minimum', (o) => o.minimum_investment),
    dateColumn<FundOpportunity>('close_date', 'Closes', (o) => o.close_date),
    {
      id: 'maturity',
      header: 'Maturity',
      cell: (o) => <StatusCell map={MATURITY_STATUS} value={o.maturity_status} />,
    },
  ],
  create: { key: 'fund-investment', label: 'New fund opportunity' },
})
