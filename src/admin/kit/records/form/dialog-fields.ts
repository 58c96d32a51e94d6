import type { FamilyOptions, FieldDecl, FieldKind } from '../model/form-config'

/** A family's choices that send another column than the id (a KPI category's `key`). */
export interface ValuedFamilyOptions extends FamilyOptions {
  value?: (row: Record<string, unknown>) => string
}

/**
 * A field of a small dialog: a record form's field, or a colour picker (a lead status's
 * colour); a select's family choices may send another column than the id.
 */
export type DialogField = Omit<FieldDecl, 'kind' | 'options'> & {
  kind: FieldKind | 'colour'
  options?: FieldDecl['options'] | ValuedFamilyOptions
}

/** The record-form field a dialog field is checked and started as (a colour is text). */
export const asFieldDecl = ({ kind, ...field }: DialogField): FieldDecl => ({
  ...field,
  kind: kind === 'colour' ? 'text' : kind,
})

/** The "Notes (optional)" box many dialogs end with. */
export const notesField = (maxLength: number, rows = 3): FieldDecl => ({
  name: 'notes',
  label: 'Notes (optional)',
  kind: 'textarea',
  rows,
  maxLength,
})

/** The required "why" box staff fill in before a change someone is told about. */
export const reasonField = (name: string, label: string, hint?: string): FieldDecl => ({
  name,
  label,
  kind: 'textarea',
  required: true,
  rows: 3,
  maxLength: 1000,
  hint,
})
