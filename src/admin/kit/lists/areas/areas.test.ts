// @vitest-environment dom
import { describe, expect, it } from 'vitest'
import { ADMIN_NAV, ADMIN_PATHS } from '@/lib/navigation'
import type { ListQuery } from '@/lib/api'
import { fetchListPage } from '../api'
import { areaQuery } from '../model/area-query'
import { ADMIN_LIST_ROUTES } from '../routes'
import { startMockHost } from '../test/mock-host'
import { ADMIN_AREAS } from '.'

startMockHost('superadmin@example.com')

const noState = { search: '', filters: {}, sort: null, page: 1 }
const leaves = ADMIN_NAV.flatMap((node) => ('children' in node ? node.children : [node]))

describe('the admin list routes', () => {
  // Tax certificates is a worklist the host computes (outstanding certificates grouped by
  // opportunity), not a family's list: its own page in the investments section.
  const NOT_LISTS: string[] = [
    ADMIN_PATHS.overview,
    ADMIN_PATHS.settings,
    ADMIN_PATHS.taxCertificates,
  ]

  it('has one list page for every navigation leaf but the overview, settings and worklists', () => {
    const expected = leaves
      .map((l) => l.to)
      .filter((to) => !NOT_LISTS.includes(to))
      .map((to) => to.slice('/admin/'.length))
    expect(ADMIN_LIST_ROUTES.map((r) => r.path).sort()).toEqual([...expected].sort())
    expect(new Set(ADMIN_LIST_ROUTES.map((r) => r.path)).size).toBe(ADMIN_LIST_ROUTES.length)
  })
})

/**
 * Every request an area can make is one its family allows: an unknown filter, sort, include or
 * type would answer 400 (spatie).
 */
describe.each(ADMIN_AREAS.map((area) => [area.path, area] as const))('%s', (_path, area) => {
  const get = (query: ListQuery) =>
    fetchListPage(area.family, query).then(
      (page) => ({ status: 200, page }),
      (error: { response?: { status: number; data: unknown } }) => ({
        status: error.response?.status,
        page: error.response?.data,
      }),
    )

  it('answers its first request with a page of rows', async () => {
    const { status, page } = await get(areaQuery(area, noState, null))
    expect(status).toBe(200)
    expect(page).toMatchObject({ current_page: 1, per_page: 25 })
    expect((page as { total: number }).total).toBeGreaterThan(0)
  })

  it('accepts every sort its columns offer, both ways', async () => {
    for (const column of area.columns.filter((c) => c.sortable)) {
      for (const direction of ['asc', 'desc'] as const) {
        const query = areaQuery(area, noState, { id: column.id, direction })
        expect([column.id, direction, (await get(query)).status]).toEqual([
          column.id,
          direction,
          200,
        ])
      }
    }
  })

  it('accepts its search and every filter value', async () => {
    if (area.searchFilter) {
      const query = areaQuery(area, { ...noState, search: 'a' }, null)
      expect((await get(query)).status).toBe(200)
    }
    for (const filter of area.filters ?? []) {
      for (const option of filter.options) {
        const query = areaQuery(area, { ...noState, filters: { [filter.id]: option.value } }, null)
        expect([filter.id, option.value, (await get(query)).status]).toEqual([
          filter.id,
          option.value,
          200,
        ])
      }
    }
  })
})
