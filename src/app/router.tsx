import type { ComponentType } from 'react'
import {
  createBrowserRouter,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom'
// Not through src/ui's barrel: the chunking rule (vite.config.ts) reads the entry's imports.
import { LoadingState } from '@/ui/states/loading-state'
import { adminChildren } from './admin-routes'
import { LazyErrorPage, LazyNotFound } from './routes/lazy-error-page'
import { RootLayout } from './routes/root-layout'
import { chunks } from './route-chunks'

const INVESTOR_PAGES_ID = 'investor-pages'

/** A logged-out page of the session feature (one chunk for all but login). */
const sessionPage = (
  path: string,
  pick: (m: Awaited<ReturnType<typeof chunks.session>>) => ComponentType,
): RouteObject => ({ path, lazy: async () => ({ Component: pick(await chunks.session()) }) })

/**
 * The route tree. The root layout applies SPEC §2 maintenance to every page; each area is a
 * lazy chunk (the login page never downloads the portals, and the investor portal never the
 * admin one). Errors thrown by a page show the SPEC §2 error page inside the layout; the
 * root's own errorElement is the last resort when the layout itself fails.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <LazyErrorPage />,
    hydrateFallbackElement: <LoadingState label="Loading…" />,
    children: [
      {
        errorElement: <LazyErrorPage />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./routes/home-redirect')).HomeRedirect,
            }),
          },
          { path: 'login', lazy: async () => ({ Component: (await chunks.login()).LoginPage }) },
          sessionPage('register', (m) => m.RegisterPage),
          sessionPage('forgot-password', (m) => m.ForgotPasswordPage),
          sessionPage('reset-password/:token', (m) => m.ResetPasswordPage),
          sessionPage('set-password/:token', (m) => m.SetPasswordPage),
          sessionPage('email/verify', (m) => m.VerifyEmailPage),
          sessionPage('email/verify/:id/:hash', (m) => m.VerifyEmailLinkPage),
          sessionPage('api/logout', (m) => m.LogoutPage),
          {
            path: 'maintenance',
            lazy: async () => ({
              Component: (await import('./routes/maintenance')).MaintenanceRoute,
            }),
          },
          {
            path: 'investor',
            lazy: async () => ({ Component: (await chunks.investorArea()).InvestorArea }),
            children: [
              {
                // The portal's pages are discovered on the way in (patchInvestorPages), so the
                // first page of the site does not carry their table. A page that fails shows
                // the error page inside the shell, so the navigation stays.
                id: INVESTOR_PAGES_ID,
                errorElement: <LazyErrorPage embedded />,
                children: [
                  // /investor is matched in full by the area's own route, and a full match
                  // never triggers discovery: the overview must be here from the start (the
                  // table's own index route is then the same route and is not added twice).
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await chunks.investorOverview()).InvestorOverviewPage,
                    }),
                  },
                  { path: '*', element: <LazyNotFound embedded /> },
                ],
              },
            ],
          },
          {
            path: 'admin',
            lazy: async () => ({ Component: (await chunks.adminArea()).AdminArea }),
            children: adminChildren,
          },
          { path: 'terms', element: <Navigate to="/investor/terms" replace /> },
          { path: '*', element: <LazyNotFound /> },
        ],
      },
    ],
  },
]

/**
 * Adds the investor pages to the tree when a navigation first heads into /investor. Until
 * then every address there matches the area's 404 splat, and a splat match is what makes the
 * router ask (react-router "fog of war"); patching the same routes twice adds nothing.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!/^\/investor(\/|$)/.test(path)) return
  const { investorPages } = await chunks.investorRoutes()
  patch(INVESTOR_PAGES_ID, investorPages)
}

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation })
}
