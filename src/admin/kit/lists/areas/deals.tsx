import { ADMIN_PATHS } from '@/lib/navigation'
import type { FamilyRows } from '../api'
import { text } from '../components/cells'
import { defineArea } from '../model/area-config'
import { DEAL_STATUS } from '../model/labels'
import { amountColumn } from './area-helpers'
import { dateColumn, nameColumn, namedRecords } from './columns'
import { statusColumn, statusFilter } from './status-column'

type Deal = FamilyRows['pipeline-deals']

const dealPath = (d: { id: number }) => `${ADMIN_PATHS.deals}/${d.id}/performance`

export const dealsArea = defineArea({
  ...namedRecords('deals', 'deals', dealPath),
  family: 'pipeline-deals',
  description: 'Companies in the pipeline, before they become opportunities.',
  query: { include: ['stage'] },
  defaultSort: '-created_at',
  filters: [statusFilter(DEAL_STATUS)],
  columns: [
    nameColumn<Deal>(dealPath, (d) => d.company_name),
    { id: 'pipeline_stage', header: 'Pipeline stage', cell: (d) => text(d.stage?.name) },
    amountColumn<Deal>('amount_sought', 'Amount sought', (d) => d.amount_sought),
    amountColumn<Deal>('valuation', 'Valuation', (d) => d.valuation),
    dateColumn<Deal>('expected_close_date', 'Expected close', (d) => d.expected_close_date),
    statusColumn(DEAL_STATUS),
  ],
  create: { key: 'deal', label: 'New deal' },
})
