import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { SUBMIT_FALLBACK_MESSAGE, toFormError } from '@/lib/api'
import { resourceKeys, updateRecord } from '@/lib/resources'
import { useToast } from '@/ui'
import type { BoardDeal, BoardStage } from '../model/board-deal'
import { boardKeys } from './board-queries'

export interface MoveDeal {
  deal: BoardDeal
  from: BoardStage
  to: BoardStage
}

/** Why the host refused: its message, a field's error (a 422 on the stage) or the fallback. */
export function moveFailureReason(error: unknown): string {
  const { message, fieldErrors } = toFormError(error)
  return message ?? Object.values(fieldErrors)[0] ?? SUBMIT_FALLBACK_MESSAGE
}

interface MoveContext {
  /** The deal as it was, to put back if the host refuses. */
  before: BoardDeal | undefined
}

/** Replace one deal of the board's cache (a no-op when the board is not loaded). */
export function patchBoardDeal(
  client: QueryClient,
  pipelineId: number,
  id: number,
  change: (deal: BoardDeal) => BoardDeal | null,
) {
  client.setQueryData<BoardDeal[]>(boardKeys.deals(pipelineId), (deals) => {
    if (!deals) return deals
    const at = deals.findIndex((d) => d.id === id)
    if (at < 0) return deals
    const next = change(deals[at])
    const copy = [...deals]
    if (next) copy[at] = next
    else copy.splice(at, 1)
    return copy
  })
}

/**
 * A card to another stage: shown there at once, saved with PATCH {pipeline_stage_id}, put back
 * where it was with a toast naming the deal if the host refuses. `onSettled` hears the outcome
 * (the board announces it).
 */
export function useMoveDeal(
  pipelineId: number,
  onSettled: (move: MoveDeal, error: unknown) => void,
) {
  const client = useQueryClient()
  const toast = useToast()
  return useMutation<BoardDeal, unknown, MoveDeal, MoveContext>({
    mutationFn: async ({ deal, to }) => {
      const saved = await updateRecord('pipeline-deals', deal.id, { pipeline_stage_id: to.id })
      return saved as BoardDeal
    },
    onMutate: async ({ deal, to }) => {
      // A refetch already under way would bring back the old stage over the optimistic one.
      await client.cancelQueries({ queryKey: boardKeys.deals(pipelineId) })
      const before = client
        .getQueryData<BoardDeal[]>(boardKeys.deals(pipelineId))
        ?.find((d) => d.id === deal.id)
      patchBoardDeal(client, pipelineId, deal.id, (d) => ({
        ...d,
        pipeline_stage_id: to.id,
        stage_changed_at: new Date().toISOString(),
      }))
      return { before }
    },
    onError: (error, move, context) => {
      const before = context?.before
      if (before) patchBoardDeal(client, pipelineId, before.id, () => before)
      toast.error(
        `${move.deal.name} stays in ${move.from.name}: the move to ${move.to.name} was not saved. ${moveFailureReason(error)}`,
        { title: 'Move not saved' },
      )
      onSettled(move, error)
    },
    onSuccess: (saved, move) => {
      // The host's own clock and values; the owner stays as the board read it.
      patchBoardDeal(client, pipelineId, move.deal.id, (d) => ({
        ...d,
        pipeline_stage_id: saved.pipeline_stage_id ?? move.to.id,
        stage_changed_at: saved.stage_changed_at ?? d.stage_changed_at,
        updated_at: saved.updated_at ?? d.updated_at,
      }))
      // Lists and the record show the stage too.
      void client.invalidateQueries({ queryKey: resourceKeys('pipeline-deals').lists() })
      void client.invalidateQueries({ queryKey: resourceKeys('pipeline-deals').records() })
      onSettled(move, null)
    },
  })
}
