import { once } from '@/lib/once'
import { firstPageChunks, type ChunkName } from './first-page-chunks'

/**
 * The lazy chunks behind the routes, in one place so boot can start downloading the first
 * page's chunk while the config loads (no waterfall), and the router reuses the same promise.
 * Named as in first-page-chunks.ts (its CHUNK_SOURCES: a test keeps the imports equal).
 */
export const chunks = {
  login: once(() => import('./pages/login')),
  session: once(() => import('./pages/session-pages')),
  investorArea: once(() => import('./areas/investor-area')),
  investorRoutes: once(() => import('./investor-routes')),
  investorShell: once(() => import('@/investor/shell')),
  // Here, not only in the investor page table: /investor itself is a full match of the area's
  // route, which never asks the router to discover the table (see router.tsx).
  investorOverview: once(() => import('@/investor/overview')),
  adminArea: once(() => import('./areas/admin-area')),
  adminShell: once(() => import('@/admin/shell')),
  adminLists: once(() => import('@/admin/kit/lists')),
  adminInvestors: once(() => import('@/admin/investors')),
  adminInvestments: once(() => import('@/admin/investments')),
  adminFunds: once(() => import('@/admin/funds')),
  adminReports: once(() => import('@/admin/reports')),
  adminInsiderRegister: once(() => import('@/admin/insider-register')),
  adminSettings: once(() => import('@/admin/settings')),
  opportunityPreview: once(() => import('./pages/opportunity-preview')),
} satisfies Record<ChunkName, () => Promise<unknown>>

/** Starts loading the chunks the page at `pathname` will need (first-page-chunks.ts). */
export function preloadRoute(pathname: string): void {
  const load = (loader: () => Promise<unknown>) => void loader().catch(() => undefined)
  const names = firstPageChunks(pathname)
  for (const name of names) load(chunks[name])
  // The investor page table knows its pages' chunks: they follow it, beside the shell.
  if (names.includes('investorRoutes') && !names.includes('investorOverview'))
    load(() => chunks.investorRoutes().then((m) => m.preloadInvestorPage(pathname)))
}
