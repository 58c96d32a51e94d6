import { ADMIN_PATHS } from '@/lib/navigation'
import type { TermKey } from '@/lib/terminology'
import { date, PrimaryCell } from '../components/cells'
import type { AreaColumn, AreaFilter } from '../model/area-config'
import { nounOf, relative } from './area-helpers'

/** Where most areas start: named records with a screen each, found by the `search` scope. */
export const namedRecords = <R,>(
  path: keyof typeof ADMIN_PATHS,
  noun: TermKey,
  recordPath: (row: R) => string,
) => ({
  path: relative(ADMIN_PATHS[path]),
  recordName: (row: { name: string }) => row.name,
  recordPath,
  noun: nounOf(noun),
  searchFilter: 'search',
})

/** The sortable "Name" column: the record's name, opening its screen, with a line under it. */
export const nameColumn = <R extends { name: string }>(
  path: (row: R) => string,
  secondary: (row: R) => string | null | undefined,
): AreaColumn<R> => ({
  id: 'name',
  header: 'Name',
  sortable: true,
  cell: (row) => <PrimaryCell to={path(row)} name={row.name} secondary={secondary(row)} />,
})

/** A sortable date column (`id` is its sort field). */
export const dateColumn = <R,>(
  id: string,
  header: string,
  value: (row: R) => string | null | undefined,
): AreaColumn<R> => ({ id, header, sortable: true, cell: (row) => date(value(row)) })

/** A select filter: its field, its label and the option that shows every row. */
export const selectFilter = (
  id: string,
  label: string,
  allLabel: string,
  options: AreaFilter['options'],
): AreaFilter => ({ id, label, allLabel, options })

/** A registered organisation's second line. */
export const companyNumber = (row: { company_number?: string | null }) =>
  row.company_number ? `Company no. ${row.company_number}` : null
