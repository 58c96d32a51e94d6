import { ADMIN_PATHS } from '@/lib/navigation'
import { date, enumText, money, PrimaryCell, StatusCell, text } from '../components/cells'
import { defineArea } from '../model/area-config'
import {
  enumOptions,
  FUND_OPPORTUNITY_STATUS,
  FUND_STATUS,
  MATURITY_STATUS,
  optionsOf,
} from '../model/labels'
import { nounOf, relative } from './area-helpers'

/** Strategies the API knows (funds family rules). */
const STRATEGIES = [
  'eis',
  'seis',
  'vct',
  'growth_equity',
  'private_credit',
  'real_estate',
  'infrastructure',
] as const
const ACRONYMS = new Set(['eis', 'seis', 'vct'])
const strategyLabel = (s: string) => (ACRONYMS.has(s) ? s.toUpperCase() : null)

const fundPath = (f: { id: number }) => `${ADMIN_PATHS.funds}/${f.id}/details`
const fundOpportunityPath = (o: { id: number }) =>
  `${ADMIN_PATHS.fundOpportunities}/${o.id}/details`

export const fundsArea = defineArea({
  path: relative(ADMIN_PATHS.funds),
  family: 'funds',
  recordName: (f) => f.name,
  recordPath: fundPath,
  noun: nounOf('funds'),
  searchFilter: 'search',
  defaultSort: 'name',
  filters: [
    { id: 'status', label: 'Status', allLabel: 'All statuses', options: optionsOf(FUND_STATUS) },
    {
      id: 'strategy',
      label: 'Strategy',
      allLabel: 'All strategies',
      options: enumOptions(STRATEGIES).map((o) => ({
        ...o,
        label: strategyLabel(o.value) ?? o.label,
      })),
    },
  ],
  columns: [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (f) => <PrimaryCell to={fundPath(f)} name={f.name} secondary={f.manager_name} />,
    },
    {
      id: 'strategy',
      header: 'Strategy',
      cell: (f) => strategyLabel(f.strategy) ?? enumText(f.strategy),
    },
    { id: 'vintage_year', header: 'Vintage', sortable: true, cell: (f) => text(f.vintage_year) },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (f) => <StatusCell map={FUND_STATUS} value={f.status} />,
    },
    {
      id: 'target_size',
      header: 'Target size',
      sortable: true,
      align: 'right',
      cell: (f) => money(f.target_size),
    },
    {
      id: 'committed_amount',
      header: 'Committed',
      sortable: true,
      align: 'right',
      cell: (f) => money(f.committed_amount),
    },
    { id: 'nav', header: 'NAV', sortable: true, align: 'right', cell: (f) => money(f.nav) },
  ],
})

export const fundOpportunitiesArea = defineArea({
  path: relative(ADMIN_PATHS.fundOpportunities),
  family: 'fund-investment-opportunities',
  recordName: (o) => o.name,
  recordPath: fundOpportunityPath,
  noun: nounOf('fund_opportunities'),
  searchFilter: 'search',
  query: { include: ['fund'] },
  defaultSort: '-created_at',
  filters: [
    {
      id: 'status',
      label: 'Status',
      allLabel: 'All statuses',
      options: optionsOf(FUND_OPPORTUNITY_STATUS),
    },
    {
      id: 'maturity_status',
      label: 'Maturity',
      allLabel: 'Any maturity',
      options: optionsOf(MATURITY_STATUS),
    },
  ],
  columns: [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (o) => (
        <PrimaryCell to={fundOpportunityPath(o)} name={o.name} secondary={o.fund?.name} />
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (o) => <StatusCell map={FUND_OPPORTUNITY_STATUS} value={o.status} />,
    },
    {
      id: 'target_amount',
      header: 'Target',
      sortable: true,
      align: 'right',
      cell: (o) => money(o.target_amount),
    },
    {
      id: 'raised_amount',
      header: 'Raised',
      sortable: true,
      align: 'right',
      cell: (o) => money(o.raised_amount),
    },
    {
      id: 'minimum_investment',
      header: 'Minimum',
      sortable: true,
      align: 'right',
      cell: (o) => money(o.minimum_investment),
    },
    { id: 'close_date', header: 'Closes', sortable: true, cell: (o) => date(o.close_date) },
    {
      id: 'maturity',
      header: 'Maturity',
      cell: (o) => <StatusCell map={MATURITY_STATUS} value={o.maturity_status} />,
    },
  ],
  create: { key: 'fund-investment', label: 'New fund opportunity' },
})
