import type { Row } from '../db/db'

/** The settings row as the API returns it: terms nested, files as URLs. */
export function settingsJson(row: Row) {
  const { terms_version, terms_format, terms_text, ...rest } = row
  return { ...rest, terms: { terms_version, terms_format, terms_text } }
}
