import { saveFile } from '@/lib/resources'
import { toCsv, type CsvColumn } from '@/lib/format'

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
