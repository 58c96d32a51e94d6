import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { INVESTOR_PATHS } from '../lib/navigation'
import { LoadingState } from '../ui'
import { adminChildren } from './admin-routes'
import { investorChildren } from './investor-routes'
import { ErrorPage, NotFoundRoute } from './routes/error-page'
import { RootLayout } from './routes/root-layout'
import { chunks } from './route-chunks'

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
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <LoadingState label="Loading…" />,
    children: [
      {
        errorElement: <ErrorPage />,
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
            children: investorChildren,
          },
          {
            path: 'admin',
            lazy: async () => ({ Component: (await chunks.adminArea()).AdminArea }),
            children: adminChildren,
          },
          { path: 'terms', element: <Navigate to={INVESTOR_PATHS.terms} replace /> },
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
