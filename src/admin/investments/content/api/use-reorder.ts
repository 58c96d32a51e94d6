import { useQueryClient } from '@tanstack/react-query'
import { hostMessage } from '@/lib/api'
import { updateRecord, type Page } from '@/lib/resources'
import { moveItem, useSavedOrder } from '@/ui'
import { renumber } from '../model/reorder'
import { contentQuery, refreshContent, type ContentFamily } from './content-api'

type Ordered = { id: number; order: number }
type Reorderable = Exclude<ContentFamily, 'key-dates'>
type Page0 = Page<Ordered>

/**
 * Moves one row of an ordered list: shown at once, saved as each moved row's `order`, put
 * back as it was with a message when the host refuses. Returns move(from, to).
 */
export function useReorder(family: Reorderable, opportunityId: number, what: string) {
  const client = useQueryClient()
  const { queryKey } = contentQuery(family, opportunityId)
  const order = useSavedOrder<Page0, { rows: Ordered[]; changes: Ordered[] }>({
    queryKey,
    apply: (page, { rows }) => ({ ...page, data: rows }),
    save: ({ changes }) =>
      Promise.all(changes.map((c) => updateRecord(family, c.id, { order: c.order }))),
    // The host's reason (a 403's message) under the summary, when it gave one.
    failure: (error) => ({
      title: `The new order of the ${what} could not be saved. It is back as it was.`,
      detail: hostMessage(error),
    }),
    refresh: () => refreshContent(client, family),
  })

  return (from: number, to: number) => {
    const page = client.getQueryData<Page0>(queryKey)
    if (!page) return
    const { rows, changes } = renumber(moveItem(page.data, from, to))
    // Equal numbers may already be in order: shown, nothing to save.
    if (changes.length > 0) order.move({ rows, changes })
    else client.setQueryData<Page0>(queryKey, { ...page, data: rows })
  }
}
