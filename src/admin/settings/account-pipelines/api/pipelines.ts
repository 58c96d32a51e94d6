import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { decodeList, http } from '@/lib/api'
import {
  createRecord,
  deleteRecord,
  fetchPage,
  fetchRecord,
  resourceKeys,
  updateRecord,
  type RecordOf,
} from '@/lib/resources'

export type Pipeline = RecordOf<'pipelines'>
export type PipelineStage = RecordOf<'pipeline-stages'>

/** The host's largest page: an account has a handful of pipelines, each a handful of stages. */
const PAGE_SIZE = 100

/**
 * Keys under each family's root, so these writes (which invalidate the roots) also refresh the
 * deal board (`boardKeys` of admin-deal-board live under the same roots), and the board's own
 * writes refresh these.
 */
export const pipelineKeys = {
  list: () => [...resourceKeys('pipelines').all, 'settings'] as const,
  one: (id: string) => [...resourceKeys('pipelines').all, 'settings', id] as const,
  stages: (pipelineId: string) =>
    [...resourceKeys('pipeline-stages').all, 'settings', pipelineId] as const,
}

/** Every pipeline with how many stages and deals it has, in board order. */
export const pipelinesQuery = () =>
  queryOptions({
    queryKey: pipelineKeys.list(),
    queryFn: async ({ signal }) =>
      (
        await fetchPage(
          'pipelines',
          { sort: ['order', 'id'], include: ['stagesCount', 'dealsCount'], perPage: PAGE_SIZE },
          signal,
        )
      ).data,
  })

export const pipelineQuery = (id: string) =>
  queryOptions({
    queryKey: pipelineKeys.one(id),
    queryFn: ({ signal }) => fetchRecord('pipelines', id, {}, signal),
  })

/** A pipeline's stages in `order`, each with how many deals it holds. */
export const stagesQuery = (pipelineId: string) =>
  queryOptions({
    queryKey: pipelineKeys.stages(pipelineId),
    queryFn: async ({ signal }) =>
      (
        await fetchPage(
          'pipeline-stages',
          {
            filter: { pipeline_id: pipelineId },
            sort: ['order', 'id'],
            include: ['dealsCount'],
            perPage: PAGE_SIZE,
          },
          signal,
        )
      ).data,
  })

/** After any write: the settings pages, the deal board and every deal list read afresh. */
export function invalidatePipelines(client: QueryClient) {
  return Promise.all(
    (['pipelines', 'pipeline-stages', 'pipeline-deals'] as const).map((family) =>
      client.invalidateQueries({ queryKey: resourceKeys(family).all }),
    ),
  )
}

export const createPipeline = (name: string) => createRecord('pipelines', { name })
export const renamePipeline = (id: number, name: string) => updateRecord('pipelines', id, { name })
export const deletePipeline = (id: number) => deleteRecord('pipelines', id)

export const createStage = (pipelineId: number, name: string) =>
  createRecord('pipeline-stages', { pipeline_id: pipelineId, name })
export const renameStage = (id: number, name: string) =>
  updateRecord('pipeline-stages', id, { name })

/** DELETE the stage; its deals (if any) move to `moveTo` first (422 without it when it holds deals). */
export async function deleteStage(id: number, moveTo: number | null): Promise<void> {
  const query = moveTo === null ? '' : `?move_to_stage_id=${moveTo}`
  await http.delete(`/api/pipeline-stages/${id}${query}`)
}

/** POST /api/pipeline-stages/reorder: every stage of the pipeline, in its new order. */
export async function reorderStages(pipelineId: number, ids: number[]): Promise<PipelineStage[]> {
  const res = await http.post<unknown>('/api/pipeline-stages/reorder', {
    pipeline_id: pipelineId,
    ids,
  })
  return decodeList<PipelineStage>(res.data, 'the reordered stages')
}
