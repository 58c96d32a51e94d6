import { useQueryClient } from '@tanstack/react-query'
import { hostMessage } from '@/lib/api'
import type { Page } from '@/lib/resources'
import { useSavedOrder } from '@/ui'
import { optionListQuery, refreshFamily, reorderOptions, type Scope } from '../api/option-list-api'
import { moveRow, type OptionListConfig, type OptionRow } from '../model/option-list'

interface Move {
  next: OptionRow[]
  name: string
  from: number
}

/**
 * Moves a row at once (optimistic) and saves the whole order; if the host refuses, the list
 * goes back as it was and `onRollback` says so. Returns move(rows, from, to).
 */
export function useReorder(
  config: OptionListConfig,
  scope: Scope,
  onRollback?: (message: string) => void,
) {
  const client = useQueryClient()
  const order = useSavedOrder<Page<OptionRow>, Move>({
    // The page's own key; the list's data type is the union of the families', so the writes
    // go through this plain key and the page reads the rows back as OptionRow.
    queryKey: [...optionListQuery(config, scope).queryKey],
    apply: (page, { next }) => ({ ...page, data: next }),
    save: ({ next }) =>
      reorderOptions(
        config.family,
        next.map((r) => r.id),
        scope,
      ),
    // The host's reason (a 403's message) under the summary, when it gave one.
    failure: (error, { name, from }) =>
      config.reorderFailure?.(error) ?? {
        title: `The new order could not be saved. “${name}” is back at position ${from + 1}.`,
        detail: hostMessage(error),
      },
    onRollback,
    refresh: () => refreshFamily(client, config),
  })
  return (rows: readonly OptionRow[], from: number, to: number) =>
    order.move({ next: moveRow(rows, from, to), name: rows[from].name, from })
}
