import { useQueryClient } from '@tanstack/react-query'
import { queryErrorMessage, toFormError } from '@/lib/api'
import { useSavedOrder } from '@/ui'
import type { Attribute } from '../model/attribute-model'
import { attributeKeys, attributesListQuery, updateAttribute } from './attributes'

type Change = { id: number; order: number }

/** The orders after moving `moved` one place (`by` -1 up, +1 down) among its entity's rows. */
export function swapOrders(rows: readonly Attribute[], moved: Attribute, by: -1 | 1) {
  const group = rows.filter((r) => r.entity === moved.entity).sort((a, b) => a.order - b.order)
  const at = group.findIndex((r) => r.id === moved.id)
  const other = group[at + by]
  if (at < 0 || !other) return []
  // Equal orders (rows made at once) still move: the one going first takes the lower.
  const [low, high] = [Math.min(moved.order, other.order), Math.max(moved.order, other.order)]
  const movedOrder = by < 0 ? low : low === high ? high + 1 : high
  const otherOrder = by < 0 ? (low === high ? high + 1 : high) : low
  return [
    { id: moved.id, order: movedOrder },
    { id: other.id, order: otherOrder },
  ]
}

/** Moves an attribute up or down its group at once; the list goes back if the host refuses. */
export function useReorderAttribute() {
  const client = useQueryClient()
  return useSavedOrder<Attribute[], Change[]>({
    queryKey: attributesListQuery().queryKey,
    apply: (rows, changes) =>
      rows.map((r) => {
        const c = changes.find((x) => x.id === r.id)
        return c ? { ...r, order: c.order } : r
      }),
    save: async (changes) => {
      for (const c of changes) await updateAttribute(c.id, { order: c.order })
    },
    failure: (error) =>
      queryErrorMessage(error) ?? toFormError(error).message ?? 'The new order could not be saved.',
    refresh: () => client.invalidateQueries({ queryKey: attributeKeys.all }),
  })
}
