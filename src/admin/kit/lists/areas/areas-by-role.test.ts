// @vitest-environment dom
import { describe, expect, it } from 'vitest'
import { csrfCookie, http } from '@/lib/api'
import { flagsFrom } from '@/lib/flags'
import { adminNav, ADMIN_PATHS } from '@/lib/navigation'
import { fetchListPage } from '../api'
import { areaQuery } from '../model/area-query'
import { startMockHost } from '../test/mock-host'
import { ADMIN_AREAS } from '.'

const host = startMockHost('superadmin@example.com')

const STAFF = [
  'superadmin@example.com',
  'entrepreneur@example.com',
  'committee@example.com',
  'custodian@example.com',
  'support@example.com',
  'creator@example.com',
  'manager@example.com',
  'fundmanager@example.com',
  'adviser@example.com',
  'compliance@example.com',
]

async function loginAs(email: string) {
  await http.post('/logout')
  await csrfCookie(http)
  await http.post('/login', { email, password: 'password' })
  expect((await http.get<{ email: string }>('/api/user')).data.email).toBe(email)
}

/**
 * SPEC §6: every list a role's navigation shows it must load for that role, the landing page
 * first of all; the mock enforces the same permission table, so a 403 here would be a dead
 * page in the portal.
 */
describe('every staff role can open the lists its navigation shows', () => {
  it.each(STAFF)('%s', async (email) => {
    await loginAs(email)
    const user = host
      .api()
      .host.db.table('users')
      .first((u) => u.email === email)!
    const settings = host.api().host.db.table('branding').find(1)!
    const paths = adminNav(user.role_id as number, flagsFrom(settings))
      .flatMap((item) => item.children ?? [item])
      .map((item) => item.to)
      .filter((to) => to !== ADMIN_PATHS.overview && to !== ADMIN_PATHS.settings)
    if (email !== 'compliance@example.com') expect(paths.length).toBeGreaterThan(0)
    const statuses: Record<string, number | undefined> = {}
    const status = (read: Promise<unknown>) =>
      read.then(
        () => 200,
        (e: { response?: { status: number } }) => e.response?.status,
      )
    for (const path of paths) {
      // The one worklist in the navigation reads the host's outstanding certificates.
      if (path === ADMIN_PATHS.taxCertificates) {
        statuses[path] = await status(http.get('/api/tax-certificates/outstanding'))
        continue
      }
      const area = ADMIN_AREAS.find((a) => `/admin/${a.path}` === path)!
      const query = areaQuery(area, { search: '', filters: {}, sort: null, page: 1 }, null)
      statuses[area.path] = await status(fetchListPage(area.family, query))
    }
    expect(
      Object.values(statuses).every((s) => s === 200),
      JSON.stringify(statuses),
    ).toBe(true)
  })
})
