import { useMutation, useQueryClient } from '@tanstack/react-query'
import { hostMessage } from '@/lib/api'
import { updateRecord, type Page } from '@/lib/resources'
import { moveItem, useToast } from '@/ui'
import { renumber } from '../model/reorder'
import { contentQuery, refreshContent, type ContentFamily } from './content-api'

type Ordered = { id: number; order: number }
type Reorderable = Exclude<ContentFamily, 'key-dates'>
interface Save {
  /** The list as it was, to put back on failure. */
  previous: Page<Ordered>
  changes: { id: number; order: number }[]
}

/**
 * Moves one row of an ordered list: shown at once (optimistic), saved as each moved row's
 * `order`, put back as it was with a message when the host refuses. Returns move(from, to).
 */
export function useReorder(family: Reorderable, opportunityId: number, what: string) {
  const client = useQueryClient()
  const toast = useToast()
  const { queryKey } = contentQuery(family, opportunityId)
  const { mutate } = useMutation({
    mutationFn: ({ changes }: Save) =>
      Promise.all(changes.map((c) => updateRecord(family, c.id, { order: c.order }))),
    onError: (err, { previous }) => {
      client.setQueryData(queryKey, previous as never)
      const summary = `The new order of the ${what} could not be saved. It is back as it was.`
      // The host's reason (a 403's message) under the summary, when it gave one.
      const why = hostMessage(err)
      if (why) toast.error(why, { title: summary })
      else toast.error(summary)
    },
    onSettled: () => refreshContent(client, family),
  })

  return (from: number, to: number) => {
    const previous = client.getQueryData<Page<Ordered>>(queryKey)
    if (!previous || to < 0 || to >= previous.data.length || from === to) return
    void client.cancelQueries({ queryKey })
    const { rows, changes } = renumber(moveItem(previous.data, from, to))
    client.setQueryData(queryKey, { ...previous, data: rows } as never)
    if (changes.length > 0) mutate({ previous, changes })
  }
}
