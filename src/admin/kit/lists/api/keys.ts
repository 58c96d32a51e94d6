import type { ListQuery } from '@/lib/api'
import type { ListFamily } from './types'

/**
 * Query keys per API family (DESIGN.md factory). Keys start with the family's name, so a
 * mutation anywhere that invalidates `listKeys('users').all` refreshes these lists too.
 */
export const listKeys = <F extends ListFamily>(family: F) => ({
  all: [family] as const,
  lists: () => [family, 'list'] as const,
  list: (query: ListQuery) => [family, 'list', query] as const,
  detail: (id: number) => [family, 'detail', id] as const,
})
