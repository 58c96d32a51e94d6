import type { FieldValue } from '../model/form-config'

/** A text field's value as typed ('' when the field holds no text). */
export const textOf = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '')

/** A text field's value as sent: trimmed ('' when the field holds no text). */
export const trimmed = (value: FieldValue | undefined) =>
  typeof value === 'string' ? value.trim() : ''

/** An optional text as sent: trimmed, or null when left empty (Laravel's `nullable`). */
export const trimmedOrNull = (value: FieldValue | undefined) => trimmed(value) || null

/** A money or number field's value as sent: the number, or null when left empty. */
export const numberOrNull = (value: FieldValue | undefined) =>
  typeof value === 'number' ? value : null

/** A chosen id (a select's or a picker's) as sent: the number, or null when none is chosen. */
export const idOrNull = (value: FieldValue | undefined) =>
  typeof value === 'string' && value !== '' ? Number(value) : null
