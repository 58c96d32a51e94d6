import type { ChunkName } from './first-page-chunks'

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
}

/** The in-browser host's module (a lazy chunk of a mock-capable build). */
export const MOCK_HOST_SOURCE = 'mocks/browser.ts'
