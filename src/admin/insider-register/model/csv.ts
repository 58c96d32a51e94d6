import { saveFile } from '@/lib/resources'

/** One CSV column: its heading and how a row gives its cell. */
export interface CsvColumn<R> {
  header: string
  value: (row: R) => string | number | null | undefined
}

/**
 * RFC 4180 quoting, and a leading `'` on what a spreadsheet would run as a formula (a name
 * typed as "=HYPERLINK(…)"), since the file is opened by whoever asks for the register.
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

/** Rich text as a line of plain text, for a CSV cell (the wording, the confidential text). */
export function plainText(html: string | null | undefined): string {
  if (!html) return ''
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** Downloads the rows as a CSV file named for the day ("insider-register-2026-11-26.csv"). */
export function saveCsv<R>(stem: string, columns: readonly CsvColumn<R>[], rows: readonly R[]) {
  saveFile(
    new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }),
    datedFilename(stem),
  )
}

/** "insider-register-2026-11-26.csv": the day it was taken, in the viewer's calendar. */
export function datedFilename(stem: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${stem}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`
}
