import type { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { StrictMode, type ComponentType, type ReactNode } from 'react'
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom'
import { PageProbe } from './probes'
import { loadedClient, Providers, type LoadedClientOptions } from './providers'

export interface RenderRoutesOptions {
  /** The URL to open, e.g. '/investor/investments/acme' (or a location with state). */
  at: InitialEntry
  /** The screen's routes (paths as in the app, e.g. '/investor/investments/:slug'). */
  routes: RouteObject[]
  /** By default a fresh one holding the settings and the user (`load` says which). */
  client?: QueryClient
  load?: LoadedClientOptions
  /** Shown at any other path, so a test can follow a link or a redirect; null for none. */
  elsewhere?: ReactNode
  strict?: boolean
}

/**
 * Renders routes in the app's providers and a memory router, against whatever host the test
 * file started; any other path shows "Page at <path>".
 */
export async function renderRoutes({
  at,
  routes,
  client,
  load,
  elsewhere = <PageProbe />,
  strict = false,
}: RenderRoutesOptions) {
  const queryClient = client ?? (await loadedClient(load))
  const fallback = elsewhere === null ? [] : [{ path: '*', element: elsewhere }]
  const router = createMemoryRouter([...routes, ...fallback], { initialEntries: [at] })
  const tree = (
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  )
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree)
  return { ...view, router, client: queryClient }
}

/**
 * Pages at their paths, each inside a <main> as the app's shells mount them, with one
 * element for what a page throws (default: the router's own error screen).
 */
export function pagesInMain(
  pages: { path: string; Component: ComponentType }[],
  errorElement?: ReactNode,
): RouteObject[] {
  return pages.map(({ path, Component }) => ({
    path,
    element: (
      <main>
        <Component />
      </main>
    ),
    errorElement,
  }))
}

/** One screen at `at`, its route's pattern `path` (by default the address itself). */
export const renderScreen = (
  at: string,
  element: ReactNode,
  { path = at, errorElement }: { path?: string; errorElement?: ReactNode } = {},
) => renderRoutes({ at, routes: [{ path, element, errorElement }] })
