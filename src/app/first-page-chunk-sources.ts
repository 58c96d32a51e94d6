import { FIRST_PAGE_CHUNKS, type ChunkName } from './first-page-chunks.ts'

/**
 * Each route chunk's module, from the project root: the build (vite.config.ts) finds the
 * chunk to preload by it. Apart from first-page-chunks.ts so the page never carries these
 * paths; a test keeps them equal to route-chunks.ts's imports.
 */
export const CHUNK_SOURCES: Record<ChunkName, string> = {
  login: 'src/app/pages/login.ts',
  session: 'src/app/pages/session-pages.ts',
  investorArea: 'src/app/areas/investor-area.tsx',
  investorRoutes: 'src/app/investor-routes.tsx',
  investorShell: 'src/investor/shell/index.ts',
  investorOverview: 'src/investor/overview/index.ts',
  adminArea: 'src/app/areas/admin-area.tsx',
  adminShell: 'src/admin/shell/index.ts',
  adminLists: 'src/admin/kit/lists/index.ts',
  adminInvestors: 'src/admin/investors/index.ts',
  adminInvestments: 'src/admin/investments/index.ts',
  adminFunds: 'src/admin/funds/index.ts',
  adminReports: 'src/admin/reports/index.ts',
  adminInsiderRegister: 'src/admin/insider-register/index.ts',
  adminSettings: 'src/admin/settings/index.ts',
  opportunityPreview: 'src/app/pages/opportunity-preview.tsx',
}

/** The in-browser host's module (a lazy chunk of a mock-capable build). */
export const MOCK_HOST_SOURCE = 'mocks/browser.ts'

/**
 * The investor pages whose feature is a chunk of its own (the others ride in the portal's
 * chunks), each with a path its row stands for. Build-only: index.html preloads the feature
 * with the page's other chunks, where the app would ask for it only once the investor route
 * table has loaded and run (investor-routes.tsx preloadInvestorPage, which loads the same
 * modules: a test keeps them equal). Keeping them out of FIRST_PAGE_CHUNKS keeps their
 * loaders out of /login's code.
 */
export const INVESTOR_PAGE_SOURCES: readonly (readonly [RegExp, string, string])[] = [
  [
    /^\/investor\/investments\/[^/]+\/(invest|investor-type)\/?$/,
    'src/investor/investments/invest/index.ts',
    '/investor/investments/a-slug/invest',
  ],
  [/^\/investor\/profile(\/|$)/, 'src/investor/profile/index.ts', '/investor/profile/details'],
]

/** The table index.html preloads by (vite.config.ts): the investor pages' rows, then the app's. */
export function firstPageSources(): [RegExp, string[]][] {
  const rows = FIRST_PAGE_CHUNKS.map(
    ([path, names]) => [path, names.map((n) => CHUNK_SOURCES[n])] as [RegExp, string[]],
  )
  const pages = INVESTOR_PAGE_SOURCES.map(([path, module, example]) => {
    const own = rows.find(([p]) => p.test(example))?.[1] ?? []
    return [path, [...own, module]] as [RegExp, string[]]
  })
  return [...pages, ...rows]
}
