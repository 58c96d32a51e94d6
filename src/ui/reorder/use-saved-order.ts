import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useToast } from '@/ui/toast/use-toast'

/** What the toast says when the host refuses: one line, or a summary with its reason under. */
export type OrderFailure = string | { title: string; detail?: string | null }

export interface SavedOrderOptions<D, V> {
  /** The cached list the move shows in. */
  queryKey: QueryKey
  /** The cached list as it is after the move. */
  apply: (data: D, move: V) => D
  /** One request saving the move. */
  save: (move: V) => Promise<unknown>
  failure: (error: unknown, move: V) => OrderFailure
  /** Told after the list went back, with the toast's summary. */
  onRollback?: (message: string) => void
  /** Reads the order afresh once the host has answered either way. */
  refresh: () => unknown
}

/**
 * A new order shown at once (optimistic: written to the cache before the host answers), saved
 * with one request, and put back as it was with a message when the host refuses.
 */
export function useSavedOrder<D, V>({
  queryKey,
  apply,
  save,
  failure,
  onRollback,
  refresh,
}: SavedOrderOptions<D, V>) {
  const client = useQueryClient()
  const toast = useToast()
  const mutation = useMutation({
    mutationFn: ({ move }: { move: V; before: D | undefined }) => save(move),
    onError: (error, { move, before }) => {
      if (before !== undefined) client.setQueryData(queryKey, before)
      const said = failure(error, move)
      const { title, detail } = typeof said === 'string' ? { title: said, detail: null } : said
      if (detail) toast.error(detail, { title })
      else toast.error(title)
      onRollback?.(title)
    },
    onSettled: () => void refresh(),
  })

  return {
    move: (move: V) => {
      const before = client.getQueryData<D>(queryKey)
      void client.cancelQueries({ queryKey })
      if (before !== undefined) client.setQueryData<D>(queryKey, apply(before, move))
      mutation.mutate({ move, before })
    },
    isPending: mutation.isPending,
  }
}
