import { screen } from '@testing-library/react'
import type { Row } from '@mocks/db/db'
import { RouteErrorProbe } from '@/test/probes'
import { rows } from '@/test/mock-host'
import { renderPage, type InvestorPageHost } from '@/test/investor-page-host'
import { MarketSoundingPage } from '../pages/market-sounding-page'
import { OpportunitiesPage } from '../pages/opportunities-page'
import { OpportunityPage } from '../pages/opportunity-page'

export { rows } from '@/test/mock-host'

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

/** Opens the list (or one of its tabs) and waits for its cards. */
export async function openList(at = '/investor/investments') {
  const view = await openAt(at)
  await screen.findAllByRole('article')
  return view
}

/** The query string the router is at, decoded. */
export const search = (router: { state: { location: { search: string } } }) =>
  decodeURIComponent(router.state.location.search)

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
