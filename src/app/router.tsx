import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { LoadingState } from '../ui'
import { ErrorPage, NotFoundRoute } from './routes/error-page'
import { RootLayout } from './routes/root-layout'

/**
 * The route tree. The root layout applies SPEC §2 maintenance to every page; each area is a
 * lazy chunk. Errors thrown by a page show the SPEC §2 error page inside the layout; the root's
 * own errorElement is the last resort when the layout itself fails.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <LoadingState label="Loading…" />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
          },
          {
            path: 'maintenance',
            lazy: async () => ({
              Component: (await import('./routes/maintenance')).MaintenanceRoute,
            }),
          },
          // The error page is in the entry chunk already (it is every errorElement).
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
