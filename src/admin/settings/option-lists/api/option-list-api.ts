import { type QueryClient } from '@tanstack/react-query'
import { http } from '@/lib/api'
import { pageQuery, resourceKeys } from '@/lib/resources'
import type { OptionFamily, OptionListConfig } from '../model/option-list'

/** Every row of a list (settings lists are short), in the order staff set. */
export const optionListQuery = (config: Pick<OptionListConfig, 'family' | 'include'>) =>
  pageQuery(config.family, {
    sort: ['order'],
    perPage: 100,
    ...(config.include ? { include: config.include } : {}),
  })

/** POST /api/{family}/reorder {ids}: the rows take order 1, 2, 3… as sent. */
export async function reorderOptions(family: OptionFamily, ids: readonly number[]) {
  await http.post(`/api/${family}/reorder`, { ids })
}

/**
 * Every read of the family: this page's list and every select that offers its rows (the
 * opportunity form's industry select, the investor form's lead status…), so what was saved
 * shows there at once.
 */
export const refreshFamily = (client: QueryClient, family: OptionFamily) =>
  client.invalidateQueries({ queryKey: resourceKeys(family).all })
