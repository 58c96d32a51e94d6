import {
  decodePage,
  decodeRecord,
  http,
  signInOptions,
  takeEarlyPageRead,
  withQuery,
  type ListQuery,
} from '@/lib/api'
import type { Family, Page, RecordOf } from './families'

/**
 * GET /api/{family}?filter…&include…&page…: one page of records. The first page's own list
 * read may have started in index.html (an opportunity's page): that answer is taken once.
 */
export async function fetchPage<F extends Family>(
  family: F,
  query: ListQuery = {},
  signal?: AbortSignal,
  /** The query's meta: a read asked before sign-in keeps the 401 handler out (early-reads). */
  meta?: Record<string, unknown>,
): Promise<Page<RecordOf<F>>> {
  const url = withQuery(`/api/${family}`, query)
  const early = await takeEarlyPageRead(url)
  const body = early
    ? early.body
    : (await http.get<unknown>(url, { signal, ...signInOptions(meta) })).data
  return decodePage<RecordOf<F>>(body, `the ${family} list`)
}

/** GET /api/{family}/{id}?include…: one record, bare or wrapped in Laravel's `{data}`. */
export async function fetchRecord<F extends Family>(
  family: F,
  id: number | string,
  query: ListQuery = {},
  signal?: AbortSignal,
): Promise<RecordOf<F>> {
  const res = await http.get<unknown>(
    withQuery(`/api/${family}/${encodeURIComponent(String(id))}`, query),
    { signal },
  )
  return decodeRecord<RecordOf<F>>(res.data, `the ${family} record`)
}

/** POST /api/{family}: creates a record; 201 `{data}` (or the bare record). */
export async function createRecord<F extends Family>(
  family: F,
  body: Record<string, unknown> | FormData,
): Promise<RecordOf<F>> {
  const res = await http.post<unknown>(`/api/${family}`, body)
  return decodeRecord<RecordOf<F>>(res.data, `the new ${family} record`)
}

/**
 * PATCH /api/{family}/{id}. A FormData body (uploads) goes as POST with `_method=PATCH`, as
 * Laravel cannot read multipart PATCH bodies (CONTRACT-FACTS: method spoofing).
 */
export async function updateRecord<F extends Family>(
  family: F,
  id: number | string,
  body: Record<string, unknown> | FormData,
): Promise<RecordOf<F>> {
  const url = `/api/${family}/${encodeURIComponent(String(id))}`
  if (body instanceof FormData) {
    body.set('_method', 'PATCH')
    const res = await http.post<unknown>(url, body)
    return decodeRecord<RecordOf<F>>(res.data, `the updated ${family} record`)
  }
  const res = await http.patch<unknown>(url, body)
  return decodeRecord<RecordOf<F>>(res.data, `the updated ${family} record`)
}

/**
 * DELETE /api/{family}/{id}; 204. `force` is SPEC §6's delete_unsafe: the host removes a
 * record it would otherwise keep because others depend on it (409 without it).
 */
export async function deleteRecord(
  family: Family,
  id: number | string,
  options: { force?: boolean } = {},
): Promise<void> {
  const url = `/api/${family}/${encodeURIComponent(String(id))}`
  await http.delete(options.force ? `${url}?force=1` : url)
}
