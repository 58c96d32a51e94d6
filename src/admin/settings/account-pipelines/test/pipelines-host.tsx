import { renderPage, type InvestorPageHost } from '@/test/investor-page-host'
import { byOrder, rows } from '@/test/mock-host'
import { pagesInMain } from '@/test/render-routes'
import { pipelinePages } from '../index'

/** The pipeline pages at `at`, the app's providers around them. */
export function renderPipelines(at: string) {
  // As the shell's route: a NotFoundError is the 404 page.
  return renderPage({ at, routes: pagesInMain(pipelinePages, <p>Page not found</p>) })
}

/** The seeded pipelines in their order. */
export const pipelinesOf = (host: InvestorPageHost) => rows(host, 'pipelines').sort(byOrder)

/** A pipeline's stages in order, in the mock's database. */
export const stagesOf = (host: InvestorPageHost, pipelineId: number) =>
  rows(host, 'pipeline-stages', (s) => s.pipeline_id === pipelineId).sort(byOrder)

export const dealsIn = (host: InvestorPageHost, stageId: number) =>
  rows(host, 'pipeline-deals', (d) => d.pipeline_stage_id === stageId)
