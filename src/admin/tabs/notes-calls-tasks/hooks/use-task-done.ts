import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query'
import { toFormError } from '@/lib/api'
import { resourceKeys, type Page } from '@/lib/resources'
import { useToast } from '@/ui'
import { setTaskDone } from '../api/activity-requests'
import type { Task } from '../model/records'

interface TickInput {
  title: string
  done: boolean
}

const taskLists = resourceKeys('tasks').lists()

/** Keys the in-flight tick of one task, so every box showing that task knows a write is out. */
const tickKey = (id: number) => ['tasks', 'tick', id] as const

const withStatus = (page: Page<Task> | undefined, id: number, done: boolean) =>
  page && {
    ...page,
    data: page.data.map((t): Task =>
      t.id === id
        ? { ...t, status: done ? 'done' : 'open', completed_at: done ? t.completed_at : null }
        : t,
    ),
  }

/**
 * Ticks a task done or open again at once in every cached list that holds it (the record's
 * timeline and the overview's open tasks), puts every list back and says why when the host
 * refuses, and refreshes the lists from the host either way.
 */
export function useTaskDone(id: number) {
  const client = useQueryClient()
  const toast = useToast()
  const inFlight = useIsMutating({ mutationKey: tickKey(id) }) > 0
  const mutation = useMutation({
    mutationKey: tickKey(id),
    mutationFn: ({ done }: TickInput) => setTaskDone(id, done),
    onMutate: async ({ done }) => {
      // A list refetch landing after the tick would paint the old state over it.
      await client.cancelQueries({ queryKey: taskLists })
      const before = client.getQueriesData<Page<Task>>({ queryKey: taskLists })
      client.setQueriesData<Page<Task>>({ queryKey: taskLists }, (page) =>
        withStatus(page, id, done),
      )
      return { before }
    },
    onError: (err, { title, done }, context) => {
      for (const [key, page] of context?.before ?? []) client.setQueryData(key, page)
      const why = toFormError(err).message ?? 'The host refused the change.'
      toast.error(
        `"${title}" could not be marked ${done ? 'done' : 'open'}, so it is back as it was. ${why}`,
      )
    },
    onSettled: () => client.invalidateQueries({ queryKey: taskLists }),
  })
  return { ...mutation, inFlight }
}
