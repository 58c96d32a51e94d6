import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { createQueryClient } from '@/lib/query'
import { currentUserQuery } from '@/lib/session'
import { settingsQuery } from '@/lib/tenant'
import { ThemeProvider } from '@/lib/theme'
import { ToastProvider } from '@/ui'
import { ADMIN_PATHS } from '@/lib/navigation'
import { AreaListPage } from '../components/area-list-page'
import type { AnyArea, AreaConfig } from '../model/area-config'
import type { ListFamily } from '../api'

/** Where a link took the user (the detail screens are built later). */
function Elsewhere() {
  const location = useLocation()
  return <p>Opened {location.pathname}</p>
}

/**
 * An area's page at /admin/{path}{search}, with the app's providers and a memory router. The
 * session and settings are loaded first, so the page renders once with the role's create
 * action and the tenant's terms in place, and a test's requests are only the list's own.
 */
export async function renderArea(area: AnyArea, search = '') {
  const path = `${ADMIN_PATHS.overview}/${area.path}`
  const router = createMemoryRouter(
    [
      {
        path,
        // The admin layout puts every page in its <main>.
        element: (
          <main>
            <AreaListPage area={area as unknown as AreaConfig<ListFamily>} />
          </main>
        ),
      },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [`${path}${search}`] },
  )
  const client = createQueryClient()
  await client.fetchQuery(currentUserQuery)
  await client.fetchQuery(settingsQuery)
  const view = render(
    <QueryClientProvider client={client}>
      <ThemeProvider withGlobalStyle={false}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  )
  return { ...view, router, client }
}
