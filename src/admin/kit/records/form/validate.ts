import type { FieldDecl, FormSection, FormValues } from '../model/form-config'
import { visibleFields } from './form-values'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const URL_LIKE = /^https?:\/\/[^\s.]+\.[^\s]+$/i
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A yyyy-mm-dd that names a day of the calendar (Date.parse rolls 31 February into March). */
function isRealDate(text: string) {
  if (!DATE.test(text)) return false
  const day = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
}

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/** Laravel 11's wording (validation.php), so a client check reads like the host's own 422. */
const name = (field: FieldDecl) => field.attribute ?? field.label.toLowerCase()

function check(field: FieldDecl, value: unknown): string | null {
  if (isBlank(value)) return field.required ? `The ${name(field)} field is required.` : null
  const text = typeof value === 'string' ? value.trim() : ''
  switch (field.kind) {
    case 'email':
      if (!EMAIL.test(text)) return `The ${name(field)} field must be a valid email address.`
      break
    case 'url':
      if (!URL_LIKE.test(text)) return `The ${name(field)} field must be a valid URL.`
      break
    case 'date':
      if (!isRealDate(text)) return `The ${name(field)} field must be a valid date.`
      break
    case 'datetime':
      if (!isRealDate(text.slice(0, 10))) return `The ${name(field)} field must be a valid date.`
      break
    case 'number':
    case 'money':
      if (typeof value !== 'number' || !Number.isFinite(value))
        return `The ${name(field)} field must be a number.`
      break
  }
  if (field.maxLength && text.length > field.maxLength)
    return `The ${name(field)} field must not be greater than ${field.maxLength} characters.`
  return null
}

/** The client-side required and format checks, per visible field; empty when all pass. */
export function validate(sections: readonly FormSection[], values: FormValues) {
  const errors: Record<string, string> = {}
  for (const field of visibleFields(sections, values)) {
    const error = check(field, values[field.name])
    if (error) errors[field.name] = error
  }
  return errors
}
