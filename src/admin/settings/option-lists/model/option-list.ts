import type { ComponentType, ReactNode } from 'react'
import type { Resource } from '@/lib/permissions'
import type { Family } from '@/lib/resources'
import type { FieldsDialogProps, FormValues } from '@/admin/kit/records'
import { moveItem } from '@/ui'
import type { OptionTexts } from './option-texts'

/** The families an option list may edit: each has `order` and POST /api/{family}/reorder. */
export type OptionFamily =
  | 'industries'
  | 'types'
  | 'sub-types'
  | 'characters'
  | 'lead-statuses'
  | 'custom-kpis'
  | 'kpi-categories'
  | 'investment-categories'
  | 'onboarding-document-types'
  | 'pipelines'
  | 'pipeline-stages'

/** One row of a list as the page handles it: the family's columns, loosely typed. */
export type OptionRow = { id: number; name: string; order?: number | null } & Record<
  string,
  unknown
>

/** One input of the create/edit dialog, sent under `name`: the kit's dialog field. */
export type OptionField = FieldsDialogProps<unknown>['fields'][number]

/** A column of the table beside the name (a KPI's unit, a sub-type's type). */
export interface OptionColumn {
  id: string
  header: string
  align?: 'right'
  cell: (row: OptionRow) => ReactNode
}

/** A list inside a parent record, at the parent's route (a pipeline's stages). */
export interface OptionParent {
  family: Family
  /** The route's `:id` sent under this name: the list's filter, a new row's and the reorder's. */
  key: string
  /** What a missing parent is (the 404 page's subject), and its loading text. */
  noun: string
  loading: string
  /** The h1, for the parent (null while it loads). */
  title: (parent: OptionRow | null) => string
  back: { to: string; label: string }
  /** Shown above the rows (a link to the pipeline's board). */
  above?: (parent: OptionRow) => ReactNode
}

/** A delete of a list's own (moving a stage's deals first): it says what the toast says. */
export interface OptionDeleteProps {
  row: OptionRow
  rows: readonly OptionRow[]
  onDeleted: (toast: string) => void
  onClose: () => void
}

export interface OptionListConfig {
  /** The settings-nav key (settings-nav.ts): names the page, its tab and its path. */
  item: string
  family: OptionFamily
  /** The h1; the item's label by default. */
  title?: string
  /** One sentence under the title: what the list is, and where it shows. */
  description: string
  /** What one row is called, lower case: "industry", "lead status". */
  noun: string
  /** The plural for the table's caption and the empty state ("industries"). */
  plural: string
  fields: readonly OptionField[]
  /** The values a new row starts with (a colour, a tick), by field name. */
  initial?: FormValues
  /** Columns after the name; the name column is always first. */
  columns?: readonly OptionColumn[]
  /** Relations the columns read (`type` for a sub-type's type). */
  include?: readonly string[]
  /** SPEC §6 resource whose create/update/delete the host checks for this family. */
  resource: Resource
  /** Shown when the host refuses a delete without saying why (it normally names the uses). */
  inUseMessage?: (row: OptionRow) => string
  /** The list's words where they are not an option list's (see option-texts.ts). */
  texts?: Partial<OptionTexts>
  /** The list's sort; ['order'] by default. */
  sort?: readonly string[]
  /** Other families whose reads a write changes (a pipeline's stages and deals on the board). */
  refreshes?: readonly Family[]
  parent?: OptionParent
  /** A table (the default), or a list of cards with a drag handle (a pipeline's stages). */
  display?: 'table' | 'list'
  /** Rows shown in the host's order, not reordered here (pipelines). */
  fixedOrder?: boolean
  /** The name column: its header ('Name') and cell (the name). */
  nameHeader?: string
  nameCell?: (row: OptionRow) => ReactNode
  /** A row's own actions before Edit (a pipeline's links to its stages and board). */
  rowActions?: (row: OptionRow) => ReactNode
  /** List display: what a row shows before its name (a colour) and under it (a deal count). */
  lead?: (row: OptionRow) => ReactNode
  meta?: (row: OptionRow) => ReactNode
  dialogSize?: 'sm'
  DeleteDialog?: ComponentType<OptionDeleteProps>
  /** The toast when the host refuses a new order; an option list also announces its own. */
  reorderFailure?: (error: unknown) => string
}

/** An option list's declaration, checked: one page renders any of them. */
export function defineOptionList(config: OptionListConfig): OptionListConfig {
  return config
}

/** The rows in their saved order (then by name, for rows the host has not numbered yet). */
export function inOrder(rows: readonly OptionRow[]): OptionRow[] {
  return [...rows].sort(
    (a, b) =>
      (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name),
  )
}

/** `rows` with the row at `from` moved to `to`, renumbered 1…n as the host will. */
export function moveRow(rows: readonly OptionRow[], from: number, to: number): OptionRow[] {
  return moveItem(rows, from, to).map((r, i) => ({ ...r, order: i + 1 }))
}
