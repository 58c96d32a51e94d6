/** Test support: the real routes and providers over a test host (tests anywhere may use it). */
import { render } from '@testing-library/react'
import { http as mock } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { AppProviders } from '../providers'
import { patchRoutesOnNavigation, routes } from '../router'
import type { MockHost } from '@/test/mock-host'
import { loadedClient } from '@/test/providers'

/**
 * The whole app (its real route tree, guards, admin shell and providers) at `path`, against
 * the mock host of `investorPageHost` and whoever it signed in: what a user opening the
 * address sees. `router.state.location` says where a link or a redirect went.
 */
export async function renderApp(path: string) {
  const client = await loadedClient()
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation })
  const view = render(
    <AppProviders queryClient={client} withGlobalStyle={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, client }
}

/**
 * Records the requests to one endpoint ("POST /api/users") and lets the mock host answer them
 * (a resolver that returns nothing falls through to the next handler).
 */
export function watchRequests(
  host: Pick<MockHost, 'use'>,
  method: 'post' | 'patch' | 'delete',
  path: string,
) {
  const seen: string[] = []
  host.use(
    mock[method](new RegExp(`${path.replace(/[/.]/g, '\\$&')}(\\?.*)?$`), ({ request }) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`)
    }),
  )
  return seen
}
