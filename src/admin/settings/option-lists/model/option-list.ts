import type { ReactNode } from 'react'
import type { Resource } from '@/lib/permissions'
import type { Family } from '@/lib/resources'
import { moveItem, type SelectOption } from '@/ui'

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

/** One row of a list as the page handles it: the family's columns, loosely typed. */
export type OptionRow = { id: number; name: string; order?: number | null } & Record<
  string,
  unknown
>

/** Options of a select field read from another family (a sub-type's investment type). */
export interface FamilyChoices {
  family: Family
  label: (row: Record<string, unknown>) => string
  /** What is sent (a KPI category's `key`); the row's id, as a number, by default. */
  value?: (row: Record<string, unknown>) => string
}

/** One input of the create/edit dialog, sent under `name`. */
export interface OptionField {
  name: string
  label: string
  kind: 'text' | 'textarea' | 'select' | 'colour' | 'checkbox'
  required?: boolean
  maxLength?: number
  hint?: string
  /** A select's choices: fixed, or another family's rows. */
  options?: readonly SelectOption[] | FamilyChoices
  /** The value a new row starts with (a colour, a default unit). */
  initial?: string | boolean
}

/** A column of the table beside the name (a KPI's unit, a sub-type's type). */
export interface OptionColumn {
  id: string
  header: string
  cell: (row: OptionRow) => ReactNode
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
  /** Columns after the name; the name column is always first. */
  columns?: readonly OptionColumn[]
  /** Relations the columns read (`type` for a sub-type's type). */
  include?: readonly string[]
  /** SPEC §6 resource whose create/update/delete the host checks for this family. */
  resource: Resource
  /** Shown when the host refuses a delete without saying why (it normally names the uses). */
  inUseMessage: (row: OptionRow) => string
}

/** An option list's declaration, checked: one page renders any of them. */
export function defineOptionList(config: OptionListConfig): OptionListConfig {
  return config
}

export const isFamilyChoices = (o: OptionField['options']): o is FamilyChoices =>
  o !== undefined && !Array.isArray(o)

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
