import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRealtimeEcho } from '@/shared/notifications'
import { subscribeToPipeline } from '@/lib/realtime/pipeline-channel'
import { boardKeys } from '../api/board-queries'
import { patchBoardDeal } from '../api/use-move-deal'
import type { BoardDeal } from '../model/board-deal'

/**
 * Another staff member's change, seen at once: a deal of this pipeline that changed is patched
 * into the board (the broadcast carries its attributes); one the board does not hold, one that
 * changed owner, and anything after a re-join (events were missed) refetch the board instead.
 */
export function useLiveBoard(pipelineId: number | null) {
  const echo = useRealtimeEcho()
  const client = useQueryClient()
  useEffect(() => {
    if (!echo || pipelineId === null) return
    const key = boardKeys.deals(pipelineId)
    const refetch = () => void client.invalidateQueries({ queryKey: key })
    let joinedOnce = false
    return subscribeToPipeline(
      echo,
      pipelineId,
      (kind, { deal }) => {
        const held = client.getQueryData<BoardDeal[]>(key)?.find((d) => d.id === deal.id)
        if (kind === 'deleted' || deal.pipeline_id !== pipelineId) {
          patchBoardDeal(client, pipelineId, deal.id, () => null)
        } else if (held && held.owner_id === deal.owner_id) {
          patchBoardDeal(client, pipelineId, deal.id, (d) => {
            const next = { ...d }
            for (const field of Object.keys(d) as (keyof BoardDeal)[]) {
              if (field !== 'owner' && field in deal) Object.assign(next, { [field]: deal[field] })
            }
            return next
          })
        } else refetch()
      },
      {
        onSubscribed: () => {
          if (joinedOnce) refetch()
          joinedOnce = true
        },
      },
    )
  }, [echo, pipelineId, client])
}
