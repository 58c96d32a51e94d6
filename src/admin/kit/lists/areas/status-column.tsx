import type { SelectOption } from '@/ui'
import { StatusCell } from '../components/cells'
import type { AreaColumn, AreaFilter } from '../model/area-config'
import { optionsOf, type LabelMap } from '../model/labels'

/** The "Status" select: every status of the map, or the options given (a stage's own). */
export const statusFilter = (statuses: LabelMap | SelectOption[]): AreaFilter => ({
  id: 'status',
  label: 'Status',
  allLabel: 'All statuses',
  options: Array.isArray(statuses) ? statuses : optionsOf(statuses),
})

/** The sortable "Status" column: the row's `status` as its badge. */
export const statusColumn = (map: LabelMap): AreaColumn<{ status?: string | number | null }> => ({
  id: 'status',
  header: 'Status',
  sortable: true,
  cell: (row) => <StatusCell map={map} value={row.status ?? null} />,
})
