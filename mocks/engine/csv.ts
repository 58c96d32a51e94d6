import type { Row } from '../db/db'

function cell(v: unknown): string {
  if (v === null || v === undefined) return ''
  const s = typeof v === 'object' ? JSON.stringify(v) : String(v)
  // Spreadsheet formula injection: a cell starting with = + - @ is prefixed, as OWASP advises.
  const safe = /^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s) ? `'${s}` : s
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** RFC 4180 CSV with a header row. */
export function toCsv(rows: Row[], columns: readonly string[]): string {
  const lines = [columns.join(',')]
  for (const r of rows) lines.push(columns.map((c) => cell(r[c])).join(','))
  return lines.join('\r\n') + '\r\n'
}
