/**
 * The lazy chunks behind the routes, in one place so boot can start downloading the first
 * page's chunk while the config loads (no waterfall), and the router reuses the same promise.
 */
const once = <T>(load: () => Promise<T>) => {
  let promise: Promise<T> | null = null
  return () => (promise ??= load())
}

export const chunks = {
  login: once(() => import('./pages/login')),
  session: once(() => import('./pages/session-pages')),
  investorArea: once(() => import('./areas/investor-area')),
  investorRoutes: once(() => import('./investor-routes')),
  investorShell: once(() => import('../features/investor-shell')),
  investorOverview: once(() => import('../features/investor-overview')),
  opportunities: once(() => import('../features/opportunities')),
  invest: once(() => import('../features/invest')),
  portfolio: once(() => import('../features/portfolio')),
  news: once(() => import('../features/news')),
  documents: once(() => import('../features/documents')),
  profile: once(() => import('../features/profile')),
  adminArea: once(() => import('./areas/admin-area')),
  adminShell: once(() => import('../features/admin-shell')),
  adminLists: once(() => import('../features/admin-lists')),
}

const SESSION_PAGES = /^\/(register|forgot-password|reset-password|email\/verify|api\/logout)(\/|$)/

/** Starts loading the chunks the page at `pathname` will need. */
export function preloadRoute(pathname: string): void {
  const load = (...loaders: (() => Promise<unknown>)[]) =>
    loaders.forEach((l) => void l().catch(() => undefined))
  if (pathname === '/login') load(chunks.login)
  else if (SESSION_PAGES.test(pathname)) load(chunks.session)
  else if (/^\/investor(\/|$)/.test(pathname))
    load(
      chunks.investorRoutes,
      chunks.investorArea,
      chunks.investorShell,
      ...investorPageChunks(pathname),
    )
  else if (/^\/admin\/?$/.test(pathname)) load(chunks.adminArea, chunks.adminShell)
  else if (/^\/admin\//.test(pathname)) load(chunks.adminArea, chunks.adminShell, chunks.adminLists)
}

/** The chunk of the investor page at `pathname`, loaded beside the shell (no waterfall). */
function investorPageChunks(pathname: string): (() => Promise<unknown>)[] {
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
  const chunk = bySection[section]
  return chunk ? [chunk] : []
}
