/**
 * The lazy chunks behind the routes, in one place so boot can start downloading the first
 * page's chunk while the config loads (no waterfall), and the router reuses the same promise.
 */
export const once = <T>(load: () => Promise<T>) => {
  let promise: Promise<T> | null = null
  return () => (promise ??= load())
}

export const chunks = {
  login: once(() => import('./pages/login')),
  session: once(() => import('./pages/session-pages')),
  investorArea: once(() => import('./areas/investor-area')),
  investorRoutes: once(() => import('./investor-routes')),
  investorShell: once(() => import('../features/investor-shell')),
  // Here, not only in the investor page table: /investor itself is a full match of the area's
  // route, which never asks the router to discover the table (see router.tsx).
  investorOverview: once(() => import('../features/investor-overview')),
  adminArea: once(() => import('./areas/admin-area')),
  adminShell: once(() => import('../features/admin-shell')),
  adminLists: once(() => import('../features/admin-lists')),
  adminInvestors: once(() => import('../features/admin-investors')),
  adminInvestments: once(() => import('../features/admin-investments')),
  adminFunds: once(() => import('../features/admin-funds')),
  adminReports: once(() => import('../features/admin-reports')),
  adminInsiderRegister: once(() => import('../features/admin-insider-register')),
  adminSettings: once(() => import('../features/admin-settings')),
}

/** The admin sections with a chunk of their own, by the path segment the router mounts. */
const ADMIN_SECTIONS = new Map<string, () => Promise<unknown>>([
  ['investors', chunks.adminInvestors],
  ['investments', chunks.adminInvestments],
  ['funds', chunks.adminFunds],
  ['reports', chunks.adminReports],
  ['insider-register', chunks.adminInsiderRegister],
])

/** The settings hub is the shell's; only its pages (`/admin/settings/…`) are the settings chunk. */
const SETTINGS_PAGE = /^\/admin\/settings\/./

const SESSION_PAGES = /^\/(register|forgot-password|reset-password|email\/verify|api\/logout)(\/|$)/

/** Starts loading the chunks the page at `pathname` will need. */
export function preloadRoute(pathname: string): void {
  const load = (...loaders: (() => Promise<unknown>)[]) =>
    loaders.forEach((l) => void l().catch(() => undefined))
  if (pathname === '/login') load(chunks.login)
  else if (SESSION_PAGES.test(pathname)) load(chunks.session)
  else if (/^\/investor(\/|$)/.test(pathname)) {
    load(chunks.investorArea, chunks.investorShell)
    // The page table is small and knows its pages' chunks: they follow it, beside the shell.
    load(() => chunks.investorRoutes().then((m) => m.preloadInvestorPage(pathname)))
  } else if (/^\/admin\/?$/.test(pathname)) load(chunks.adminArea, chunks.adminShell)
  else if (/^\/admin\//.test(pathname)) {
    const section = SETTINGS_PAGE.test(pathname)
      ? chunks.adminSettings
      : (ADMIN_SECTIONS.get(pathname.split('/')[2]) ?? chunks.adminLists)
    load(chunks.adminArea, chunks.adminShell, section)
  }
}
