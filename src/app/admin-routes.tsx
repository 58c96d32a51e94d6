import type { RouteObject } from 'react-router-dom'
import { chunks } from './route-chunks'
import { LazyErrorPage } from './routes/lazy-error-page'

/**
 * The admin portal's pages, under the permission guard: a route the role may not open shows
 * the forbidden page inside the shell. Every other address is one of the area lists, or the
 * 404 (inside the shell) that AdminListSwitch throws.
 */
export const adminChildren: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await chunks.adminShell()).AdminRouteGuard }),
    errorElement: <LazyErrorPage embedded />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await chunks.adminShell()).AdminOverviewPage }),
      },
      {
        path: 'settings',
        lazy: async () => ({ Component: (await chunks.adminShell()).SettingsHubPage }),
      },
      {
        path: 'settings/*',
        lazy: async () => ({ Component: (await chunks.adminSettings()).SettingsSection }),
      },
      {
        // A section with records: its lists, record pages and forms in one lazy chunk.
        path: 'investors/*',
        lazy: async () => ({ Component: (await chunks.adminInvestors()).InvestorsSection }),
      },
      {
        // The one page that shows the investor portal inside the admin (see the page).
        path: 'investments/opportunities/:id/details/preview',
        lazy: async () => ({
          Component: (await chunks.opportunityPreview()).OpportunityPreviewPage,
        }),
      },
      {
        path: 'investments/*',
        lazy: async () => ({ Component: (await chunks.adminInvestments()).InvestmentsSection }),
      },
      {
        path: 'funds/*',
        lazy: async () => ({ Component: (await chunks.adminFunds()).FundsSection }),
      },
      {
        path: 'reports/*',
        lazy: async () => ({ Component: (await chunks.adminReports()).ReportsSection }),
      },
      {
        path: 'insider-register/*',
        lazy: async () => ({
          Component: (await chunks.adminInsiderRegister()).InsiderRegisterSection,
        }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await chunks.adminLists()).AdminListSwitch }),
      },
    ],
  },
]
