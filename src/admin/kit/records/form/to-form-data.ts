/**
 * A multipart body for a form with files, as Laravel reads one: arrays as `name[]`, booleans
 * as 1/0, null as an empty string (ConvertEmptyStringsToNull turns it back into null).
 */
export function toFormData(
  body: Record<string, unknown>,
  files: readonly (readonly [string, File])[],
): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) value.forEach((v) => data.append(`${key}[]`, String(v)))
    else if (typeof value === 'boolean') data.append(key, value ? '1' : '0')
    else data.append(key, value === null || value === undefined ? '' : String(value))
  }
  for (const [key, file] of files) data.append(key, file)
  return data
}
