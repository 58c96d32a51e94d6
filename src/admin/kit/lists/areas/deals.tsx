import { ADMIN_PATHS } from '@/lib/navigation'
import type { FamilyRows } from '../api'
import { date, PrimaryCell, text } from '../components/cells'
import { defineArea } from '../model/area-config'
import { DEAL_STATUS } from '../model/labels'
import { amountColumn, nounOf, relative } from './area-helpers'
import { statusColumn, statusFilter } from './status-column'

type Deal = FamilyRows['pipeline-deals']

const dealPath = (d: { id: number }) => `${ADMIN_PATHS.deals}/${d.id}/performance`

export const dealsArea = defineArea({
  path: relative(ADMIN_PATHS.deals),
  family: 'pipeline-deals',
  noun: nounOf('deals'),
  description: 'Companies in the pipeline, before they become opportunities.',
  searchFilter: 'search',
  query: { include: ['stage'] },
  defaultSort: '-created_at',
  recordName: (d) => d.name,
  recordPath: dealPath,
  filters: [statusFilter(DEAL_STATUS)],
  columns: [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (d) => <PrimaryCell to={dealPath(d)} name={d.name} secondary={d.company_name} />,
    },
    { id: 'pipeline_stage', header: 'Pipeline stage', cell: (d) => text(d.stage?.name) },
    amountColumn<Deal>('amount_sought', 'Amount sought', (d) => d.amount_sought),
    amountColumn<Deal>('valuation', 'Valuation', (d) => d.valuation),
    {
      id: 'expected_close_date',
      header: 'Expected close',
      sortable: true,
      cell: (d) => date(d.expected_close_date),
    },
    statusColumn(DEAL_STATUS),
  ],
  create: { key: 'deal', label: 'New deal' },
})
