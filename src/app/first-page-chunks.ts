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

/** The route chunks, by the names route-chunks.ts gives them. */
export type ChunkName =
  | 'login'
  | 'session'
  | 'investorArea'
  | 'investorRoutes'
  | 'investorShell'
  | 'investorOverview'
  | 'adminArea'
  | 'adminShell'
  | 'adminLists'
  | 'adminInvestors'
  | 'adminInvestments'
  | 'adminFunds'
  | 'adminReports'
  | 'adminInsiderRegister'
  | 'adminSettings'
  | 'opportunityPreview'

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
  [
    /^\/admin\/investments\/opportunities\/[^/]+\/details\/preview\/?$/,
    [...ADMIN, 'opportunityPreview'],
  ],
  [/^\/admin\/investments(\/|$)/, [...ADMIN, 'adminInvestments']],
  [/^\/admin\/funds(\/|$)/, [...ADMIN, 'adminFunds']],
  [/^\/admin\/reports(\/|$)/, [...ADMIN, 'adminReports']],
  [/^\/admin\/insider-register(\/|$)/, [...ADMIN, 'adminInsiderRegister']],
  [/^\/admin\//, [...ADMIN, 'adminLists']],
]

/** The chunks the first page at `pathname` needs (none for a path no row names). */
export const firstPageChunks = (pathname: string): readonly ChunkName[] =>
  FIRST_PAGE_CHUNKS.find(([pattern]) => pattern.test(pathname))?.[1] ?? []

/**
 * Mock mode: the pages whose first paint needs the in-browser host's answers (the portals,
 * and the logout page's one call). There the host starts at once, beside the page's own
 * chunks, and index.html fetches its code as soon as /config.json says mock; elsewhere (a
 * logged-out page such as /login) it starts once the page is idle (boot.ts).
 */
export const MOCK_HOST_FIRST = /^\/(investor|admin|api)(\/|$)/
