import { decodePage, http, withQuery, type ListQuery } from '@/lib/api'
import type { FamilyRows, ListFamily, Page } from './types'

/** GET /api/{family}?filter[...]&sort&page: one page of the family's records. */
export async function fetchListPage<F extends ListFamily>(
  family: F,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Page<FamilyRows[F]>> {
  const res = await http.get<unknown>(withQuery(`/api/${family}`, query), { signal })
  return decodePage<FamilyRows[F]>(res.data, `the ${family} list`)
}
