import { http, withQuery, type ListQuery } from '../api'
import type { Family, Page, RecordOf } from './families'

/** GET /api/{family}?filter…&include…&page…: one page of records. */
export async function fetchPage<F extends Family>(
  family: F,
  query: ListQuery = {},
  signal?: AbortSignal,
): Promise<Page<RecordOf<F>>> {
  const res = await http.get<Page<RecordOf<F>>>(withQuery(`/api/${family}`, query), { signal })
  return res.data
}

/** GET /api/{family}/{id}?include…: one record, unwrapped from Laravel's `{data}`. */
export async function fetchRecord<F extends Family>(
  family: F,
  id: number | string,
  query: ListQuery = {},
  signal?: AbortSignal,
): Promise<RecordOf<F>> {
  const res = await http.get<{ data: RecordOf<F> }>(
    withQuery(`/api/${family}/${encodeURIComponent(String(id))}`, query),
    { signal },
  )
  return res.data.data
}

/** POST /api/{family}: creates a record; 201 `{data}`. */
export async function createRecord<F extends Family>(
  family: F,
  body: Record<string, unknown> | FormData,
): Promise<RecordOf<F>> {
  const res = await http.post<{ data: RecordOf<F> }>(`/api/${family}`, body)
  return res.data.data
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
    const res = await http.post<{ data: RecordOf<F> }>(url, body)
    return res.data.data
  }
  const res = await http.patch<{ data: RecordOf<F> }>(url, body)
  return res.data.data
}

/** DELETE /api/{family}/{id}; 204. */
export async function deleteRecord(family: Family, id: number | string): Promise<void> {
  await http.delete(`/api/${family}/${encodeURIComponent(String(id))}`)
}
