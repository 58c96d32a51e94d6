import type { MouseEvent, ReactNode } from 'react'
import { SortIcon } from '@/ui/primitives/icons'
import { VisuallyHidden } from '@/ui/primitives/visually-hidden'
import { LoadingState } from '@/ui/states/loading-state'
import { isRowActivation, SelectBox, withPage, type RowSelection } from './row-selection'
import { nextSort, type SortState } from './sort'
import {
  StyledScroll,
  StyledSortButton,
  StyledTable,
  StyledTd,
  StyledTh,
  StyledTr,
  SELECT_COLUMN_WIDTH,
} from './table-styles'

export interface Column<T> {
  id: string
  header: ReactNode
  cell: (row: T) => ReactNode
  sortable?: boolean
  align?: 'left' | 'right' | 'center'
  width?: string
}

export interface DataTableProps<T> {
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string | number
  /** The table's name; read by assistive technology, shown only if showCaption. */
  caption: string
  showCaption?: boolean
  sort?: SortState | null
  onSortChange?: (sort: SortState) => void
  /** Shown in place of rows when there are none (e.g. an EmptyState). */
  empty?: ReactNode
  loading?: boolean
  /**
   * Row activation for mouse users; keep a link or button in a cell for keyboard users. Clicks
   * on a control in the row (its link, its checkbox) or that end a text selection are not it.
   */
  onRowClick?: (row: T, event: MouseEvent<HTMLTableRowElement>) => void
  /** A checkbox column first: one per row ("Select {name}") and "Select all on this page". */
  selection?: RowSelection<T>
  /** A totals row in the table's foot, one cell per column id (missing ids stay blank). */
  footer?: Partial<Record<string, ReactNode>>
}

const ariaSort = (sort: SortState | null | undefined, id: string) =>
  sort?.id !== id ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending'

/** A data table whose sortable headers are buttons and carry aria-sort. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  showCaption = false,
  sort,
  onSortChange,
  empty,
  loading = false,
  onRowClick,
  selection,
  footer,
}: DataTableProps<T>) {
  const keys = rows.map(rowKey)
  const ticked = selection ? keys.filter((k) => selection.selected.has(k)).length : 0
  const span = columns.length + (selection ? 1 : 0)
  return (
    <StyledScroll role="region" aria-label={caption} tabIndex={0}>
      <StyledTable aria-busy={loading || undefined} $busy={loading && rows.length > 0}>
        <caption>{showCaption ? caption : <VisuallyHidden>{caption}</VisuallyHidden>}</caption>
        <thead>
          <tr>
            {selection ? (
              <StyledTh scope="col" $align="center" $width={SELECT_COLUMN_WIDTH} data-select="">
                <SelectBox
                  label="Select all on this page"
                  checked={keys.length > 0 && ticked === keys.length}
                  indeterminate={ticked > 0 && ticked < keys.length}
                  onChange={(on) => selection.onChange(withPage(selection.selected, keys, on))}
                />
              </StyledTh>
            ) : null}
            {columns.map((col) => {
              const direction = ariaSort(sort, col.id)
              const sortable = col.sortable && onSortChange
              return (
                <StyledTh
                  key={col.id}
                  scope="col"
                  aria-sort={sortable ? direction : undefined}
                  $align={col.align ?? 'left'}
                  $width={col.width}
                >
                  {sortable ? (
                    <StyledSortButton
                      type="button"
                      $active={direction !== 'none'}
                      onClick={() => onSortChange(nextSort(sort, col.id))}
                    >
                      {col.header}
                      <SortIcon direction={direction} />
                    </StyledSortButton>
                  ) : (
                    col.header
                  )}
                </StyledTh>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <StyledTd colSpan={span} $align="center">
                {loading ? <LoadingState /> : empty}
              </StyledTd>
            </tr>
          ) : (
            rows.map((row) => (
              <StyledTr
                key={rowKey(row)}
                $clickable={Boolean(onRowClick)}
                onClick={
                  onRowClick
                    ? (event) => {
                        if (isRowActivation(event)) onRowClick(row, event)
                      }
                    : undefined
                }
              >
                {selection ? (
                  <StyledTd $align="center" data-select="">
                    <SelectBox
                      label={`Select ${selection.rowName(row)}`}
                      checked={selection.selected.has(rowKey(row))}
                      onChange={(on) =>
                        selection.onChange(withPage(selection.selected, [rowKey(row)], on))
                      }
                    />
                  </StyledTd>
                ) : null}
                {columns.map((col) => (
                  <StyledTd key={col.id} $align={col.align ?? 'left'}>
                    {col.cell(row)}
                  </StyledTd>
                ))}
              </StyledTr>
            ))
          )}
        </tbody>
        {footer && rows.length > 0 ? (
          <tfoot>
            <tr>
              {selection ? <StyledTd $align="center" /> : null}
              {columns.map((col) => (
                <StyledTd key={col.id} $align={col.align ?? 'left'} data-total="">
                  {footer[col.id] ?? null}
                </StyledTd>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </StyledTable>
    </StyledScroll>
  )
}
