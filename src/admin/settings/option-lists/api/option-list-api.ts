import { type QueryClient } from '@tanstack/react-query'
import { http } from '@/lib/api'
import { pageQuery, resourceKeys } from '@/lib/resources'
import type { OptionFamily, OptionListConfig } from '../model/option-list'

/** The parent a list is scoped to, by its key (`{ pipeline_id: 3 }`); empty for a whole family. */
export type Scope = Record<string, number>

type Read = Pick<OptionListConfig, 'family' | 'include' | 'sort'>

/** Every row of a list (settings lists are short), in the order staff set. */
export const optionListQuery = (config: Read, scope: Scope = {}) =>
  pageQuery(config.family, {
    sort: [...(config.sort ?? ['order'])],
    perPage: 100,
    ...(config.include ? { include: config.include } : {}),
    ...(Object.keys(scope).length > 0
      ? { filter: Object.fromEntries(Object.entries(scope).map(([k, v]) => [k, String(v)])) }
      : {}),
  })

/** POST /api/{family}/reorder {ids} (and the parent's key): the rows take order 1, 2, 3… as sent. */
export async function reorderOptions(family: OptionFamily, ids: readonly number[], scope: Scope) {
  await http.post(`/api/${family}/reorder`, { ...scope, ids })
}

/**
 * Every read of the family (and of those a write changes): this page's list and every select
 * that offers its rows (the opportunity form's industry select, the investor form's lead
 * status…), so what was saved shows there at once.
 */
export const refreshFamily = (
  client: QueryClient,
  config: Pick<OptionListConfig, 'family' | 'refreshes'>,
) =>
  Promise.all(
    [config.family, ...(config.refreshes ?? [])].map((family) =>
      client.invalidateQueries({ queryKey: resourceKeys(family).all }),
    ),
  )
