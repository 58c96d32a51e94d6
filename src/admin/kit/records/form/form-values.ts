import type { FieldDecl, FieldValue, FormSection, FormValues } from '../model/form-config'

export const fieldsOf = (sections: readonly FormSection[]): FieldDecl[] =>
  sections.flatMap((s) => s.fields)

/** The fields on screen for these values (a `when` hides a field and leaves it unsent). */
export const visibleFields = (sections: readonly FormSection[], values: FormValues) =>
  fieldsOf(sections).filter((f) => !f.when || f.when(values))

const emptyValue = (field: FieldDecl): FieldValue => {
  switch (field.kind) {
    case 'checkbox':
      return false
    case 'checkboxes':
      return []
    case 'file':
      return []
    case 'money':
    case 'number':
    case 'relation':
      return null
    default:
      return ''
  }
}

/** A record's value as the field edits it: dates as yyyy-mm-dd, ids and numbers as typed. */
function fromRaw(field: FieldDecl, raw: unknown): FieldValue {
  if (raw === null || raw === undefined) return emptyValue(field)
  switch (field.kind) {
    case 'checkbox':
      return raw === true || raw === 1 || raw === '1'
    case 'checkboxes':
      return Array.isArray(raw) ? raw.map(String) : []
    case 'file':
      return []
    case 'money':
    case 'number': {
      const n = Number(raw)
      return Number.isFinite(n) ? n : null
    }
    case 'relation':
      return typeof raw === 'number' || typeof raw === 'string' ? String(raw) : null
    case 'date':
      return String(raw).slice(0, 10)
    case 'datetime':
      // "2026-11-20 14:30:00" or an ISO timestamp, as the input wants it: "2026-11-20T14:30".
      return String(raw).slice(0, 16).replace(' ', 'T')
    default:
      return typeof raw === 'object' ? '' : String(raw)
  }
}

/** The form's starting values: the record's for edit, the declared defaults for create. */
export function initialValues(
  sections: readonly FormSection[],
  record: Record<string, unknown> | null,
  defaults: FormValues = {},
  fromRecord: FormValues = {},
): FormValues {
  const values: FormValues = {}
  for (const field of fieldsOf(sections)) {
    if (record) values[field.name] = fromRaw(field, record[field.name])
    else values[field.name] = defaults[field.name] ?? emptyValue(field)
  }
  return { ...values, ...(record ? fromRecord : {}) }
}

const sameValue = (a: FieldValue, b: FieldValue) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((v, i) => v === b[i])
    : a === b

/** Whether anything was changed from where the form started (for the leave warning). */
export const isDirty = (initial: FormValues, values: FormValues) =>
  Object.keys(values).some((k) => !sameValue(initial[k] ?? null, values[k] ?? null))

/** The request body: every visible field, empty text as null (Laravel's `nullable`). */
export function toRequestBody(
  sections: readonly FormSection[],
  values: FormValues,
): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of visibleFields(sections, values)) {
    const value = values[field.name]
    if (field.kind === 'file') continue
    if (field.kind === 'checkbox') body[field.name] = value ? 1 : 0
    else if (field.kind === 'relation' || field.kind === 'select' || field.kind === 'radio') {
      body[field.name] = value === '' || value === null ? null : numericOrText(value as string)
    } else if (typeof value === 'string') body[field.name] = value.trim() === '' ? null : value
    else body[field.name] = value
  }
  return body
}

/** Ids travel as numbers (the host's `integer|exists` rules), words as words. */
const numericOrText = (value: string) => (/^\d+$/.test(value) ? Number(value) : value)

/** Files chosen in the form, for a multipart body; null when there are none. */
export function filesOf(sections: readonly FormSection[], values: FormValues) {
  const files = visibleFields(sections, values)
    .filter((f) => f.kind === 'file')
    .flatMap((f) =>
      ((values[f.name] as File[] | null) ?? []).map((file) => [f.name, file] as const),
    )
  return files.length > 0 ? files : null
}
