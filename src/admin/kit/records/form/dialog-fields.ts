import type { FieldDecl } from '../model/form-config'

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
