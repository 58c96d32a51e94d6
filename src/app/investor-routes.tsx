import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { Navigate, type NonIndexRouteObject, type RouteObject } from 'react-router-dom'
import { INVESTOR_PATHS } from '@/lib/navigation'
import { once } from '@/lib/once'
import { chunks as shellChunks } from './route-chunks'

/** One chunk per investor feature (SPEC §2 pages), each loaded once. */
const chunks = {
  investorOverview: shellChunks.investorOverview,
  opportunities: once(() => import('@/investor/investments')),
  invest: once(() => import('@/investor/investments/invest')),
  portfolio: once(() => import('@/investor/portfolio')),
  news: once(() => import('@/investor/news/routes')),
  documents: once(() => import('@/shared/documents')),
  profile: once(() => import('@/investor/profile')),
  investorShell: shellChunks.investorShell,
}

type Chunk = keyof typeof chunks

/** A page of an investor feature, loaded with that feature's chunk. */
function page<C extends Chunk>(
  path: string | undefined,
  chunk: C,
  pick: (m: Awaited<ReturnType<(typeof chunks)[C]>>) => ComponentType,
): RouteObject {
  const lazy = async () => ({ Component: pick((await chunks[chunk]()) as never) })
  return path === undefined ? { index: true, lazy } : { path, lazy }
}

/** Starts loading the chunk of the investor page at `pathname` (first visit: no waterfall). */
export function preloadInvestorPage(pathname: string): void {
  const section = pathname.split('/')[2] ?? ''
  const bySection: Record<string, () => Promise<unknown>> = {
    '': chunks.investorOverview,
    investments: /\/(investor-type|invest)\/?$/.test(pathname)
      ? chunks.invest
      : chunks.opportunities,
    portfolio: chunks.portfolio,
    news: chunks.news,
    pdf: chunks.documents,
    profile: chunks.profile,
  }
  void bySection[section]?.().catch(() => undefined)
}

/**
 * Starts the investor page at `pathname`'s own read beside the session's (route-data.ts), where
 * the page's address names it: the overview's figures, an opportunity (and investing in it) by
 * its slug. `meta` keeps a visitor who is not signed in from tripping the 401 handler.
 */
export function prefetchInvestorPageData(
  pathname: string,
  client: QueryClient,
  meta: Record<string, unknown>,
): void {
  const slug = /^\/investor\/investments\/([^/]+)(\/(invest|investor-type))?\/?$/.exec(
    pathname,
  )?.[1]
  if (/^\/investor\/?$/.test(pathname))
    void chunks
      .investorOverview()
      .then((m) => client.prefetchQuery({ ...m.investorStatsQuery, meta }))
      .catch(() => undefined)
  else if (slug && slug !== 'market-sounding')
    void chunks
      .opportunities()
      .then((m) =>
        client.prefetchQuery({ ...m.opportunityBySlugQuery(decodeURIComponent(slug)), meta }),
      )
      .catch(() => undefined)
}

/**
 * The investor portal's pages (SPEC §2), relative to /investor; the router adds them under
 * the area's error boundary, beside its 404 splat, on the first visit.
 */
export const investorPages: RouteObject[] = [
  page(undefined, 'investorOverview', (m) => m.InvestorOverviewPage),
  page('investments', 'opportunities', (m) => m.OpportunitiesPage),
  page('investments/market-sounding/:id', 'opportunities', (m) => m.MarketSoundingPage),
  page('investments/:slug', 'opportunities', (m) => m.OpportunityPage),
  page('investments/:slug/investor-type', 'invest', (m) => m.InvestorTypePage),
  page('investments/:slug/invest', 'invest', (m) => m.InvestPage),
  page('portfolio', 'portfolio', (m) => m.PortfolioPage),
  page('portfolio/fund/:id', 'portfolio', (m) => m.FundHoldingPage),
  page('portfolio/fund/:id/reports/:reportId', 'portfolio', (m) => m.FundReportPage),
  page('portfolio/tax', 'portfolio', (m) => m.TaxPage),
  page('portfolio/tax/:startYear/pack', 'portfolio', (m) => m.TaxPackPage),
  page('portfolio/:id', 'portfolio', (m) => m.HoldingPage),
  {
    ...(page(
      'portfolio/:id/reports/kpis',
      'portfolio',
      (m) => m.HoldingKpisPage,
    ) as NonIndexRouteObject),
    // SPEC §2: "/{id}/reports/kpis (optional suffix)": whatever follows kpis (a period, a KPI,
    // a trailing segment from an old link) opens the same page rather than the 404.
    children: [{ path: '*' }],
  },
  page('portfolio/:id/reports/:reportId', 'portfolio', (m) => m.HoldingReportPage),
  page('news', 'news', (m) => m.NewsPage),
  page('news/reports/:id', 'news', (m) => m.NewsReportPage),
  page('pdf/:id', 'documents', (m) => m.DocumentViewerPage),
  page('terms', 'investorShell', (m) => m.TermsPage),
  { path: 'profile', element: <Navigate to={INVESTOR_PATHS.profile} replace /> },
  page('profile/:slug', 'profile', (m) => m.ProfilePage),
]
