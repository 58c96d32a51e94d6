import type { QueryClient } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { ADMIN_PATHS } from '@/lib/navigation'
import { renderPage, type InvestorPageHost } from '@/test/investor-page-host'
import { byOrder, rows } from '@/test/mock-host'
import { pagesInMain } from '@/test/render-routes'
import { DealsPage } from '../index'

/** The deals page at /admin/investments/deals{search}, the app's providers around it. */
export function renderDeals(search = '', client?: QueryClient) {
  return renderPage({
    at: `${ADMIN_PATHS.deals}${search}`,
    routes: pagesInMain([{ path: ADMIN_PATHS.deals, Component: DealsPage }]),
    client,
  })
}

/** The seeded pipelines in their order, each with its stages in order. */
export function seededBoard(host: InvestorPageHost) {
  return rows(host, 'pipelines')
    .sort(byOrder)
    .map((pipeline) => ({
      pipeline,
      stages: rows(host, 'pipeline-stages', (s) => s.pipeline_id === pipeline.id).sort(byOrder),
    }))
}

/** A stage's column (a region named by its heading) and the deal names on its cards. */
export const column = (stage: string) => screen.getByRole('region', { name: stage })
export const cardNames = (stage: string) =>
  within(column(stage))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
