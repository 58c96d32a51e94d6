/** One CSV column: its heading and how a row gives its cell. */
export interface CsvColumn<R> {
  header: string
  value: (row: R) => string | number | null | undefined
}

/**
 * RFC 4180 quoting, and a leading `'` on what a spreadsheet would run as a formula (a name
 * typed as "=HYPERLINK(…)"), since the file is opened by whoever downloads it.
 */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A CSV file of the rows, headings first, CRLF line ends (as Excel and the host's exports). */
export function toCsv<R>(columns: readonly CsvColumn<R>[], rows: readonly R[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')]
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','))
  return `${lines.join('\r\n')}\r\n`
}
