import { screen } from '@testing-library/react'
import type { Row } from '@mocks/db/db'
import { renderPage, type InvestorPageHost } from '@/test/investor-page-host'
import { MarketSoundingPage } from '../pages/market-sounding-page'
import { OpportunitiesPage } from '../pages/opportunities-page'
import { OpportunityPage } from '../pages/opportunity-page'
import { RouteErrorProbe } from './route-error-probe'

/** This feature's three routes, as the app mounts them (with a probe for thrown errors). */
const ROUTES = [
  { path: '/investor/investments', element: <OpportunitiesPage /> },
  {
    path: '/investor/investments/market-sounding/:id',
    element: <MarketSoundingPage />,
    errorElement: <RouteErrorProbe />,
  },
  {
    path: '/investor/investments/:slug',
    element: <OpportunityPage />,
    errorElement: <RouteErrorProbe />,
  },
]

export const openAt = (at: string) => renderPage({ at, routes: ROUTES })

/** Rows of the mock's database, for expectations that follow the seed rather than restate it. */
export const rows = (
  host: InvestorPageHost,
  table: string,
  where: (r: Row) => boolean = () => true,
) => host.api.host.db.table(table).where(where)

export const opportunity = (host: InvestorPageHost, where: (r: Row) => boolean) => {
  const found = rows(host, 'investment-opportunities', where)[0]
  if (!found) throw new Error('test: the seed has no such opportunity')
  return found
}

/** Opens an opportunity's page and waits for its heading. */
export async function openOpportunity(host: InvestorPageHost, slug: string) {
  const o = opportunity(host, (r) => r.slug === slug)
  const view = await openAt(`/investor/investments/${slug}`)
  await screen.findByRole('heading', { level: 1, name: String(o.name) })
  return view
}
