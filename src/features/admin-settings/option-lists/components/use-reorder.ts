import { useMutation, useQueryClient } from '@tanstack/react-query'
import { hostMessage } from '@/lib/api'
import type { Page } from '@/lib/resources'
import { useToast } from '@/ui'
import { optionListQuery, refreshFamily, reorderOptions } from '../api/option-list-api'
import { moveRow, type OptionListConfig, type OptionRow } from '../model/option-list'

interface Move {
  ids: number[]
  /** The list as it was, to put back if the host refuses. */
  before: unknown
  name: string
  from: number
}

/**
 * Moves a row at once (optimistic) and saves the whole order; if the host refuses, the list
 * goes back as it was and `onRollback` says so.
 */
export function useReorder(
  config: OptionListConfig,
  onRollback: (message: string) => void,
): (rows: readonly OptionRow[], from: number, to: number) => void {
  const client = useQueryClient()
  const toast = useToast()
  // The page's own key; the list's data type is the union of the families', so the writes
  // below go through this plain key and the page reads the rows back as OptionRow.
  const key: readonly unknown[] = optionListQuery(config).queryKey
  const mutation = useMutation({
    mutationFn: (move: Move) => reorderOptions(config.family, move.ids),
    onError: (error, move) => {
      client.setQueryData(key, move.before)
      const message = `The new order could not be saved. “${move.name}” is back at position ${move.from + 1}.`
      // The host's reason (a 403's message) under the summary, when it gave one.
      const why = hostMessage(error)
      if (why) toast.error(why, { title: message })
      else toast.error(message)
      onRollback(message)
    },
    onSettled: () => refreshFamily(client, config.family),
  })

  return (rows, from, to) => {
    if (to < 0 || to >= rows.length || from === to) return
    const before = client.getQueryData(key)
    const next = moveRow(rows, from, to)
    void client.cancelQueries({ queryKey: key })
    client.setQueryData(key, (old: Page<OptionRow> | undefined) =>
      old ? { ...old, data: next } : old,
    )
    mutation.mutate({ ids: next.map((r) => r.id), before, name: rows[from].name, from })
  }
}
