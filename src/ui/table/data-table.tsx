import type { ReactNode } from 'react'
import { SortIcon } from '../primitives/icons'
import { VisuallyHidden } from '../primitives/visually-hidden'
import { LoadingState } from '../states/loading-state'
import { nextSort, type SortState } from './sort'
import {
  StyledScroll,
  StyledSortButton,
  StyledTable,
  StyledTd,
  StyledTh,
  StyledTr,
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
  /** Row activation for mouse users; keep a link or button in a cell for keyboard users. */
  onRowClick?: (row: T) => void
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
}: DataTableProps<T>) {
  return (
    <StyledScroll role="region" aria-label={caption} tabIndex={0}>
      <StyledTable aria-busy={loading || undefined} $busy={loading && rows.length > 0}>
        <caption>{showCaption ? caption : <VisuallyHidden>{caption}</VisuallyHidden>}</caption>
        <thead>
          <tr>
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
              <StyledTd colSpan={columns.length} $align="center">
                {loading ? <LoadingState /> : empty}
              </StyledTd>
            </tr>
          ) : (
            rows.map((row) => (
              <StyledTr
                key={rowKey(row)}
                $clickable={Boolean(onRowClick)}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                {columns.map((col) => (
                  <StyledTd key={col.id} $align={col.align ?? 'left'}>
                    {col.cell(row)}
                  </StyledTd>
                ))}
              </StyledTr>
            ))
          )}
        </tbody>
      </StyledTable>
    </StyledScroll>
  )
}
