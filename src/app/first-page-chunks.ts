/**
 * Which lazy chunks the first page at a path needs, as plain data so one table serves both
 * the app and the build:
 * - route-chunks.ts `preloadRoute` starts them while the runtime config loads;
 * - vite.config.ts writes the table into index.html (scripts/vite/first-page-preload.ts), so
 *   the browser fetches them beside the entry's own files instead of after the entry has run
 *   (~400 ms later on a slow phone, issue 9).
 * First match wins. A new lazy area adds its chunk here and in route-chunks.ts (a test keeps
 * the two equal); nothing else changes.
 */

/** Each route chunk's module, from the project root (the build looks its chunk up by it). */
export const CHUNK_SOURCES = {
  login: 'src/app/pages/login.ts',
  session: 'src/app/pages/session-pages.ts',
  investorArea: 'src/app/areas/investor-area.tsx',
  investorRoutes: 'src/app/investor-routes.tsx',
  investorShell: 'src/features/investor-shell/index.ts',
  investorOverview: 'src/features/investor-overview/index.ts',
  adminArea: 'src/app/areas/admin-area.tsx',
  adminShell: 'src/features/admin-shell/index.ts',
  adminLists: 'src/features/admin-lists/index.ts',
  adminInvestors: 'src/features/admin-investors/index.ts',
  adminInvestments: 'src/features/admin-investments/index.ts',
  adminFunds: 'src/features/admin-funds/index.ts',
  adminReports: 'src/features/admin-reports/index.ts',
  adminInsiderRegister: 'src/features/admin-insider-register/index.ts',
  adminSettings: 'src/features/admin-settings/index.ts',
} as const

export type ChunkName = keyof typeof CHUNK_SOURCES

const INVESTOR = ['investorArea', 'investorShell', 'investorRoutes'] as const
const ADMIN = ['adminArea', 'adminShell'] as const

export const FIRST_PAGE_CHUNKS: readonly (readonly [RegExp, readonly ChunkName[]])[] = [
  [/^\/login\/?$/, ['login']],
  [
    /^\/(register|forgot-password|reset-password|set-password|email\/verify|api\/logout)(\/|$)/,
    ['session'],
  ],
  // /investor itself is a full match of the area's route (see router.tsx): its page is named
  // here. The other investor pages follow the area's page table (investor-routes.tsx).
  [/^\/investor\/?$/, [...INVESTOR, 'investorOverview']],
  [/^\/investor\//, INVESTOR],
  // The settings hub is the shell's; only its pages (`/admin/settings/…`) are the settings chunk.
  [/^\/admin(\/settings)?\/?$/, ADMIN],
  [/^\/admin\/settings\/./, [...ADMIN, 'adminSettings']],
  [/^\/admin\/investors(\/|$)/, [...ADMIN, 'adminInvestors']],
  [/^\/admin\/investments(\/|$)/, [...ADMIN, 'adminInvestments']],
  [/^\/admin\/funds(\/|$)/, [...ADMIN, 'adminFunds']],
  [/^\/admin\/reports(\/|$)/, [...ADMIN, 'adminReports']],
  [/^\/admin\/insider-register(\/|$)/, [...ADMIN, 'adminInsiderRegister']],
  [/^\/admin\//, [...ADMIN, 'adminLists']],
]

/** The chunks the first page at `pathname` needs (none for a path no row names). */
export const firstPageChunks = (pathname: string): readonly ChunkName[] =>
  FIRST_PAGE_CHUNKS.find(([pattern]) => pattern.test(pathname))?.[1] ?? []
