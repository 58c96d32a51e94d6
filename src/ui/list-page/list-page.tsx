import { useId, useState, type MouseEvent, type ReactNode } from 'react'
import { countNoun } from '@/lib/format'
import { VisuallyHidden } from '@/ui/primitives/visually-hidden'
import { ErrorState } from '@/ui/states/error-state'
import { DataTable, type Column } from '@/ui/table/data-table'
import { Pagination, type PaginatorMeta } from '@/ui/table/pagination'
import { FilterSelect, type ListFilter } from './filter-select'
import { ListEmpty } from './list-empty'
import {
  StyledControls,
  StyledDescription,
  StyledErrorCard,
  StyledHeader,
  StyledHeading,
  StyledNotes,
  StyledPage,
  StyledTableArea,
  StyledToolbar,
} from './list-page-styles'
import { SearchBox } from './search-box'
import { SelectionBar } from './selection-bar'
import type { ListController } from './use-list-params'

/** One page of a Laravel LengthAwarePaginator (the fields a list page reads). */
export interface ListPageData<T> extends PaginatorMeta {
  data: T[]
  per_page?: number
}

/**
 * The query behind the page. A react-query result fits as it is; with
 * `placeholderData: keepPreviousData` the previous page stays on screen while the next loads.
 */
export interface ListPageResult<T> {
  data: ListPageData<T> | undefined
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

export interface ListPageProps<T> {
  /** The page's h1, also the table's name. */
  title: string
  description?: ReactNode
  /** The page's primary action, e.g. a LinkButton "New deal". */
  action?: ReactNode
  /** Plural, lower case, for "No deals found" and "Showing 1–25 of 40 deals". */
  noun: string
  columns: Column<T>[]
  rowKey: (row: T) => string | number
  result: ListPageResult<T>
  /** URL-synced state from useListParams. */
  list: ListController
  filters?: readonly ListFilter[]
  /** Accessible name of the search box; "Search {noun}" by default. */
  searchLabel?: string
  /** false: the API offers no search for this list. */
  searchable?: boolean
  /** Shown under "Something went wrong" when the list fails (e.g. "timeout"). */
  errorMessage?: ReactNode
  /**
   * Said beside the search box and announced, e.g. that the host cannot search this list; the
   * box is described by it.
   */
  searchNote?: string
  /** Other things the list cannot do here (a filter or sort the host refused), said the same way. */
  notes?: readonly string[]
  /** Opens a row's record on a mouse click anywhere in it (its first cell's link serves keys). */
  onRowClick?: (row: T, event: MouseEvent<HTMLTableRowElement>) => void
  /**
   * Bulk selection: a checkbox per row, "Select all on this page", "3 selected" and "Export
   * selection", which receives the selected rows' keys.
   */
  selection?: {
    rowName: (row: T) => string
    onExport: (keys: (string | number)[]) => Promise<unknown>
  }
  /** Offered by the empty state of a list with nothing in it yet, e.g. "New investor". */
  emptyAction?: ReactNode
  /**
   * false: the page around the list already has the heading and action (a list that is one
   * view of a page, e.g. the deals' Board | List); the title still names the table.
   */
  header?: boolean
}

/**
 * An admin list: heading and primary action, a debounced search and filters, a sortable
 * table and pagination, all kept in the URL; loading, empty and error states included.
 */
export function ListPage<T>({
  title,
  description,
  action,
  noun,
  columns,
  rowKey,
  result,
  list,
  filters = [],
  searchLabel = `Search ${noun}`,
  searchable = true,
  errorMessage,
  searchNote,
  notes = [],
  onRowClick,
  selection,
  emptyAction,
  header = true,
}: ListPageProps<T>) {
  const [selected, setSelected] = useState<ReadonlySet<string | number>>(() => new Set())
  const { data, isError, isFetching, refetch } = result
  const rows = data?.data ?? []
  const { params } = list
  const searchNoteId = `search-note${useId()}`
  const showSearchNote = searchable && Boolean(searchNote)

  return (
    // Not a named region: the layout's <main> is the landmark, and the table is already a
    // region named by the title (two landmarks with one name confuse landmark navigation).
    <StyledPage>
      {header ? (
        <StyledHeader>
          <div>
            <StyledHeading>{title}</StyledHeading>
            {description ? <StyledDescription>{description}</StyledDescription> : null}
          </div>
          {action}
        </StyledHeader>
      ) : null}

      <StyledControls>
        {searchable || filters.length > 0 ? (
          <StyledToolbar>
            {searchable ? (
              <SearchBox
                value={params.search}
                onSearch={list.setSearch}
                label={searchLabel}
                describedBy={showSearchNote ? searchNoteId : undefined}
              />
            ) : null}
            {filters.map((filter) => (
              <FilterSelect
                key={filter.id}
                filter={filter}
                value={params.filters[filter.id] ?? ''}
                onChange={(value) => list.setFilter(filter.id, value)}
              />
            ))}
          </StyledToolbar>
        ) : null}
        {/* Always rendered (a live region), so a note that appears later is announced. */}
        <StyledNotes role="status">
          {showSearchNote ? <p id={searchNoteId}>{searchNote}</p> : null}
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </StyledNotes>
      </StyledControls>

      {selection && selected.size > 0 ? (
        <SelectionBar
          count={selected.size}
          onExport={() => selection.onExport([...selected])}
          onClear={() => setSelected(new Set())}
        />
      ) : null}

      {isError ? (
        <StyledErrorCard>
          <ErrorState message={errorMessage} onRetry={() => refetch()} retrying={isFetching} />
        </StyledErrorCard>
      ) : (
        <StyledTableArea>
          <DataTable
            caption={title}
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            sort={list.sort}
            onSortChange={list.setSort}
            loading={isFetching}
            onRowClick={onRowClick}
            selection={
              selection
                ? { selected, rowName: selection.rowName, onChange: setSelected }
                : undefined
            }
            empty={<ListEmpty data={data} noun={noun} list={list} action={emptyAction} />}
          />
        </StyledTableArea>
      )}

      {data && !isError && data.total > 0 ? (
        <Pagination
          meta={data}
          onPageChange={list.setPage}
          itemNoun={noun}
          label={`${title} pages`}
        />
      ) : null}

      <VisuallyHidden role="status">
        {data && !isFetching && !isError ? `${countNoun(data.total, noun)} found` : ''}
      </VisuallyHidden>
    </StyledPage>
  )
}
