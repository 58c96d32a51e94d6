import type { RouteObject } from 'react-router-dom'
import { ADMIN_LIST_PATHS, ADMIN_PATHS } from '../lib/navigation'
import { chunks } from './route-chunks'
import { NotFoundRoute } from './routes/error-page'

/** Every admin list area in the navigation, relative to /admin (its page is in admin-lists). */
const LIST_PATHS = ADMIN_LIST_PATHS.map((to) => to.slice(`${ADMIN_PATHS.overview}/`.length))

const listRoute = (path: string): RouteObject => ({
  path,
  lazy: async () => {
    const { ADMIN_LIST_ROUTES } = await chunks.adminLists()
    const route = ADMIN_LIST_ROUTES.find((r) => r.path === path)
    return route ? { Component: route.Component } : { Component: NotFoundRoute }
  },
})

/**
 * The admin portal's pages, under the permission guard: a route the role may not open shows
 * the forbidden page inside the shell, an unknown one the 404.
 */
export const adminChildren: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await chunks.adminShell()).AdminRouteGuard }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await chunks.adminShell()).AdminOverviewPage }),
      },
      {
        path: 'settings',
        lazy: async () => ({ Component: (await chunks.adminShell()).SettingsHubPage }),
      },
      ...LIST_PATHS.map(listRoute),
      { path: '*', element: <NotFoundRoute embedded /> },
    ],
  },
]
