import { queryOptions } from '@tanstack/react-query'
import type { ListQuery } from '@/lib/api'
import { fetchPage, resourceKeys } from '@/lib/resources'
import { BOARD_DEAL_FIELDS, type BoardDeal, type BoardStage } from '../model/board-deal'

/** The host's largest page (Laravel apps cap per_page; the mock at 100). */
const PAGE_SIZE = 100

/**
 * Keys under each family's own root, so whoever invalidates `resourceKeys('pipeline-deals').all`
 * (a deal saved on its record page) refreshes the board too.
 */
export const boardKeys = {
  pipelines: () => [...resourceKeys('pipelines').all, 'board'] as const,
  stages: (pipelineId: number) =>
    [...resourceKeys('pipeline-stages').all, 'board', pipelineId] as const,
  deals: (pipelineId: number) =>
    [...resourceKeys('pipeline-deals').all, 'board', pipelineId] as const,
}

/** Every page of a list: the first says how many there are, the rest load side by side. */
async function fetchAll<T>(
  load: (page: number) => Promise<{ data: T[]; last_page: number }>,
): Promise<T[]> {
  const first = await load(1)
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.last_page - 1) }, (_, i) => load(i + 2)),
  )
  return [first, ...rest].flatMap((page) => page.data)
}

export const pipelinesQuery = () =>
  queryOptions({
    queryKey: boardKeys.pipelines(),
    queryFn: ({ signal }) =>
      fetchAll((page) =>
        fetchPage('pipelines', { sort: ['order'], page, perPage: PAGE_SIZE }, signal),
      ),
  })

export const stagesQuery = (pipelineId: number) =>
  queryOptions({
    queryKey: boardKeys.stages(pipelineId),
    queryFn: ({ signal }): Promise<BoardStage[]> =>
      fetchAll((page) =>
        fetchPage(
          'pipeline-stages',
          { filter: { pipeline_id: pipelineId }, sort: ['order'], page, perPage: PAGE_SIZE },
          signal,
        ),
      ),
  })

export const boardDealsQuery = (pipelineId: number) => {
  const query = (page: number): ListQuery => ({
    filter: { pipeline_id: pipelineId },
    include: ['owner'],
    fields: { pipeline_deals: BOARD_DEAL_FIELDS },
    page,
    perPage: PAGE_SIZE,
  })
  return queryOptions({
    queryKey: boardKeys.deals(pipelineId),
    queryFn: ({ signal }): Promise<BoardDeal[]> =>
      fetchAll((page) => fetchPage('pipeline-deals', query(page), signal)),
  })
}
