import type { QueryClient } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { ADMIN_PATHS } from '@/lib/navigation'
import type { InvestorPageHost } from '@/test/investor-page-host'
import { renderPage } from '@/test/investor-page-host'
import { DealsPage } from '../index'

type Row = Record<string, unknown> & { id: number }

/** The deals page at /admin/investments/deals{search}, the app's providers around it. */
export function renderDeals(search = '', client?: QueryClient) {
  return renderPage({
    at: `${ADMIN_PATHS.deals}${search}`,
    routes: [
      {
        path: ADMIN_PATHS.deals,
        element: (
          <main>
            <DealsPage />
          </main>
        ),
      },
    ],
    client,
  })
}

/** The seeded pipelines in their order, each with its stages in order. */
export function seededBoard(host: InvestorPageHost) {
  const db = host.api.host.db
  const byOrder = (a: Row, b: Row) => Number(a.order) - Number(b.order) || a.id - b.id
  return db
    .table<Row>('pipelines')
    .all()
    .sort(byOrder)
    .map((pipeline) => ({
      pipeline,
      stages: db
        .table<Row>('pipeline-stages')
        .where((s) => s.pipeline_id === pipeline.id)
        .sort(byOrder),
    }))
}

/** A stage's column (a region named by its heading) and the deal names on its cards. */
export const column = (stage: string) => screen.getByRole('region', { name: stage })
export const cardNames = (stage: string) =>
  within(column(stage))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
