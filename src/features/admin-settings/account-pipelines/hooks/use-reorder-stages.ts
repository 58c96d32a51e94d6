import { useMutation, useQueryClient } from '@tanstack/react-query'
import { SUBMIT_FALLBACK_MESSAGE, toFormError } from '@/lib/api'
import { useToast } from '@/ui'
import {
  invalidatePipelines,
  pipelineKeys,
  reorderStages,
  type PipelineStage,
} from '../api/pipelines'

interface ReorderContext {
  before: PipelineStage[] | undefined
}

/**
 * A new stage order: shown at once, saved as one call, put back with a toast if the host
 * refuses. Settled either way, the board and these pages read the order afresh.
 */
export function useReorderStages(pipelineId: string) {
  const client = useQueryClient()
  const toast = useToast()
  const key = pipelineKeys.stages(pipelineId)
  return useMutation<PipelineStage[], unknown, PipelineStage[], ReorderContext>({
    mutationFn: (next) =>
      reorderStages(
        Number(pipelineId),
        next.map((s) => s.id),
      ),
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: key })
      const before = client.getQueryData<PipelineStage[]>(key)
      client.setQueryData<PipelineStage[]>(
        key,
        next.map((s, i) => ({ ...s, order: i + 1 })),
      )
      return { before }
    },
    onError: (error, _next, context) => {
      if (context?.before) client.setQueryData(key, context.before)
      const { message, fieldErrors } = toFormError(error)
      toast.error(
        `The new stage order was not saved: ${message ?? Object.values(fieldErrors)[0] ?? SUBMIT_FALLBACK_MESSAGE}`,
      )
    },
    onSettled: () => void invalidatePipelines(client),
  })
}
