import { http, withQuery, type ListQuery } from '@/lib/api'
import type { Family } from './families'

/**
 * GET /api/{family}/export?filter…&sort…: the rows a list's filters select, as CSV (the host
 * answers text/csv with an attachment disposition). Read through the app's axios instance, so
 * the session cookie, CSRF rules and live-mode API host apply as for every other call.
 */
export async function fetchExport(family: Family, query: ListQuery = {}): Promise<Blob> {
  const { filter, sort } = query
  const res = await http.get<Blob>(withQuery(`/api/${family}/export`, { filter, sort }), {
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  })
  return res.data instanceof Blob ? res.data : new Blob([String(res.data)], { type: 'text/csv' })
}

/** Hands a file to the browser's downloads, under `filename`. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  a.rel = 'noopener'
  document.body.append(a)
  a.click()
  a.remove()
  // The click has started the download; the URL is no longer needed once it has read the blob.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Fetches the export and saves it as `{family}-export.csv` (or `filename`). */
export async function downloadExport(family: Family, query: ListQuery = {}, filename?: string) {
  saveFile(await fetchExport(family, query), filename ?? `${family}-export.csv`)
}
