import type { ReactNode } from 'react'
import type { FilterValue } from '@/lib/api'
import type { Family } from '@/lib/resources'
import type { CreateAction } from '@/lib/navigation'
import type { TermKey } from '@/lib/terminology'
import type { ListFilter } from '@/ui'
import type { FamilyRows, ListFamily } from '../api'

/** The tenant's word for a term (useTerm). */
export type TermOf = (key: TermKey) => string

export interface AreaColumn<R> {
  /** Unique in the area; for a sortable column it is also the API's sort field. */
  id: string
  /** Fixed text, or read from the tenant's terminology. */
  header: string | ((t: TermOf) => string)
  cell: (row: R) => ReactNode
  sortable?: boolean
  align?: 'left' | 'right' | 'center'
}

/** Where a select filter's options come from when the tenant edits them (its KPI categories). */
export interface FamilyOptions {
  family: Family
  /** The filter's value for a row (a KPI category's `key`). */
  value: (row: Record<string, unknown>) => string
  label: (row: Record<string, unknown>) => string
}

/** A select filter; with `optionsFrom` its options are that family's rows, in their order. */
export interface AreaFilter extends ListFilter {
  optionsFrom?: FamilyOptions
}

/**
 * One admin list area: which family it reads and how (fixed filters, includes, type), the
 * search filter the family supports, its select filters and its columns. Every filter and sort
 * named here must be one the family allows (mocks/resources), or the API answers 400.
 */
export interface AreaConfig<F extends ListFamily> {
  /** Relative to /admin, as in the navigation (ADMIN_PATHS), e.g. 'investments/deals'. */
  path: string
  family: F
  /** Plural, for "No deals found" and "Showing 1–25 of 40 deals". */
  noun: (t: TermOf) => string
  description?: string
  /** The filter the search box fills (a `search` scope, or a partial filter); null: none. */
  searchFilter: string | null
  /** Sent with every request; a select filter of the same name replaces its value. */
  query?: {
    filter?: Record<string, FilterValue>
    include?: readonly string[]
    type?: string
  }
  /** spatie sort used when the URL has none, e.g. '-created_at'. */
  defaultSort: string
  filters?: readonly AreaFilter[]
  columns: readonly AreaColumn<FamilyRows[F]>[]
  /** What a row is called, for "Select Jane Smith" (the first column's name). */
  recordName: (row: FamilyRows[F]) => string
  /**
   * The record's screen, the first column's link: a click anywhere on the row opens it (keyboard
   * users use the link itself). None: the rows open nothing (KPI and WIP reports).
   */
  recordPath?: (row: FamilyRows[F]) => string
  /**
   * The create-menu action (lib/navigation) the page offers, when the role may take it; or a
   * create page outside that menu (a WIP report), offered when its route rule lets the role in.
   */
  create?: { key: CreateAction['key']; label: string } | { to: string; label: string }
}

/** Keeps each area's row type tied to its family while areas live in one list. */
export const defineArea = <F extends ListFamily>(area: AreaConfig<F>): AreaConfig<F> => area

export type AnyArea = { [F in ListFamily]: AreaConfig<F> }[ListFamily]
