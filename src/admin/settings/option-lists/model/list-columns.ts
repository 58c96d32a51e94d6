import type { OptionRow } from './option-list'

/** The fields and columns most option lists share: a name, a description, who uses a row. */
export const NAME = {
  name: 'name',
  label: 'Name',
  kind: 'text',
  required: true,
  maxLength: 255,
} as const
export const DESCRIPTION = {
  name: 'description',
  label: 'Description (optional)',
  kind: 'textarea',
  rows: 3,
  maxLength: 1000,
} as const

export const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value)
export const descriptionColumn = {
  id: 'description',
  header: 'Description',
  cell: (row: OptionRow) => text(row.description),
}
export const usedBy = (noun: string, uses: string) => (row: OptionRow) =>
  `This ${noun} “${row.name}” is used by ${uses} and cannot be deleted.`
