import { useQueryClient } from '@tanstack/react-query'
import { SUBMIT_FALLBACK_MESSAGE, toFormError } from '@/lib/api'
import { useSavedOrder } from '@/ui'
import {
  invalidatePipelines,
  pipelineKeys,
  reorderStages,
  type PipelineStage,
} from '../api/pipelines'

/**
 * A new stage order: shown at once, saved as one call, put back with a toast if the host
 * refuses. Settled either way, the board and these pages read the order afresh.
 */
export function useReorderStages(pipelineId: string) {
  const client = useQueryClient()
  return useSavedOrder<PipelineStage[], PipelineStage[]>({
    queryKey: pipelineKeys.stages(pipelineId),
    apply: (_stages, next) => next.map((s, i) => ({ ...s, order: i + 1 })),
    save: (next) =>
      reorderStages(
        Number(pipelineId),
        next.map((s) => s.id),
      ),
    failure: (error) => {
      const { message, fieldErrors } = toFormError(error)
      const why = message ?? Object.values(fieldErrors)[0] ?? SUBMIT_FALLBACK_MESSAGE
      return `The new stage order was not saved: ${why}`
    },
    refresh: () => invalidatePipelines(client),
  })
}
