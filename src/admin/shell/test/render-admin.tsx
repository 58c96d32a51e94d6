import type { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { FLAG_NAMES, FLAG_SPELLINGS, type Flags } from '@/lib/flags'
import { ALL_ON } from '@/lib/navigation/test-flags'
import { createQueryClient } from '@/lib/query'
import { sessionKeys, type CurrentUser } from '@/lib/session'
import { settingsKeys, TENANT_SETTINGS_ID, type TenantSettings } from '@/lib/tenant'
import { Providers } from '@/test/providers'
import { AdminRouteGuard } from '../guard/admin-route-guard'
import { AdminLayout } from '../layout/admin-layout'
import { SettingsHubPage } from '@/admin/settings/hub/settings-hub-page'

/** A signed-in staff member as GET /api/user returns one. */
export function staffUser(roleId: number, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 42,
    name: 'Jane',
    surname: 'Smith',
    email: 'jane@example.com',
    email_verified_at: '2024-01-01T00:00:00.000000Z',
    avatar: null,
    role_id: roleId,
    accepted_terms_version: 1,
    compliance_passed: 1,
    compliance_tries: 0,
    compliance_failed_at: null,
    investor_category_id: null,
    investor_type_id: null,
    lead_status_id: null,
    ...overrides,
  } as CurrentUser
}

/** The tenant's settings row with these flags (snake_case columns, 0/1). */
export function settingsWith(
  flags: Flags = ALL_ON,
  extra: Partial<TenantSettings> = {},
): TenantSettings {
  const columns = Object.fromEntries(
    FLAG_NAMES.map((n) => [FLAG_SPELLINGS[n][0], flags[n] ? 1 : 0]),
  )
  return { page_title: 'Northgate Ventures', ...columns, ...extra } as TenantSettings
}

/** A query client that already knows who is signed in and the tenant's settings. */
export function seededClient(user: CurrentUser | null, settings: TenantSettings): QueryClient {
  const client = createQueryClient()
  client.setQueryData(sessionKeys.user(), user)
  client.setQueryData(settingsKeys.detail(TENANT_SETTINGS_ID), settings)
  return client
}

export interface RenderAdminOptions {
  user?: CurrentUser | null
  settings?: TenantSettings
  path?: string
  notifications?: ReactNode
  /** The pages under the guard; by default the settings hub and a stand-in for any page. */
  pages?: RouteObject[]
  client?: QueryClient
}

const standIn: RouteObject[] = [
  { index: true, element: <p>Overview page</p> },
  { path: 'settings', element: <SettingsHubPage /> },
  { path: '*', element: <p>Routed page</p> },
]

/** The admin frame as the app mounts it: layout, guard inside it, pages under the guard. */
export function renderAdmin(options: RenderAdminOptions = {}) {
  const user = options.user === undefined ? staffUser(1) : options.user
  const client = options.client ?? seededClient(user, options.settings ?? settingsWith())
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <AdminLayout notifications={options.notifications} />,
        children: [{ element: <AdminRouteGuard />, children: options.pages ?? standIn }],
      },
      { path: '/api/logout', element: <p>Logging out</p> },
    ],
    { initialEntries: [options.path ?? '/admin'] },
  )
  const view = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { ...view, router, client }
}
