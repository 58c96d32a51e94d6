import type { ComponentType } from 'react'
import type { ListFamily } from './api'
import { ADMIN_AREAS } from './areas'
import { AreaListPage } from './components/area-list-page'
import type { AnyArea, AreaConfig } from './model/area-config'

export interface AdminListRoute {
  /** Relative to /admin, e.g. 'investments/deals'. */
  path: string
  Component: ComponentType
}

/**
 * Each config is checked against its own family where it is written (defineArea). Their list
 * is a union TypeScript cannot hand back to AreaListPage's generic, so it is widened here, once;
 * at run time every page still only ever sees its own family's rows.
 */
const widen = (area: AnyArea) => area as unknown as AreaConfig<ListFamily>

const pageFor = (area: AnyArea): ComponentType => {
  const config = widen(area)
  const Page = () => <AreaListPage area={config} />
  // Named per area, so React DevTools and error stacks say which list it is.
  Page.displayName = `AreaListPage(${area.path})`
  return Page
}

/** Every admin navigation leaf's list page (all but the overview and settings). */
export const ADMIN_LIST_ROUTES: readonly AdminListRoute[] = ADMIN_AREAS.map((area) => ({
  path: area.path,
  Component: pageFor(area),
}))

/** The list pages under one admin section's base (absolute paths), for `defineSection`. */
export const listsUnder = (base: string): AdminListRoute[] =>
  ADMIN_LIST_ROUTES.map((r) => ({ path: `/admin/${r.path}`, Component: r.Component })).filter(
    (r) => r.path === base || r.path.startsWith(`${base}/`),
  )
