/** A form's starting values from a record: each field's text, '' for nothing. */
export function textValues<F extends string>(
  fields: readonly F[],
  record: { [K in F]?: unknown },
): Record<F, string> {
  const values = {} as Record<F, string>
  for (const field of fields) {
    const value = record[field]
    values[field] = typeof value === 'string' ? value : ''
  }
  return values
}

/**
 * What a form sends: trimmed, and an empty field as null (Laravel's TrimStrings and
 * ConvertEmptyStringsToNull would do the same) unless it is `kept` as typed.
 */
export function trimmedInput<F extends string>(
  fields: readonly F[],
  values: Record<F, string>,
  kept: readonly F[] = [],
): Record<F, string | null> {
  const input = {} as Record<F, string | null>
  for (const field of fields) {
    const value = values[field].trim()
    input[field] = value === '' && !kept.includes(field) ? null : value
  }
  return input
}
