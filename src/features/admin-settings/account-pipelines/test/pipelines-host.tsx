import type { InvestorPageHost } from '@/test/investor-page-host'
import { renderPage } from '@/test/investor-page-host'
import { pipelinePages } from '../index'

type Row = Record<string, unknown> & { id: number }

/** The pipeline pages at `at`, the app's providers around them. */
export function renderPipelines(at: string) {
  return renderPage({
    at,
    routes: pipelinePages.map(({ path, Component }) => ({
      path,
      element: (
        <main>
          <Component />
        </main>
      ),
      // As the shell's route: a NotFoundError is the 404 page.
      errorElement: <p>Page not found</p>,
    })),
  })
}

const byOrder = (a: Row, b: Row) => Number(a.order) - Number(b.order) || a.id - b.id

/** The seeded pipelines in their order. */
export const pipelinesOf = (host: InvestorPageHost) =>
  host.api.host.db.table<Row>('pipelines').all().sort(byOrder)

/** A pipeline's stages in order, in the mock's database. */
export const stagesOf = (host: InvestorPageHost, pipelineId: number) =>
  host.api.host.db
    .table<Row>('pipeline-stages')
    .where((s) => s.pipeline_id === pipelineId)
    .sort(byOrder)

export const dealsIn = (host: InvestorPageHost, stageId: number) =>
  host.api.host.db.table<Row>('pipeline-deals').where((d) => d.pipeline_stage_id === stageId)
