import { expect, test } from '@playwright/test'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

const BACK_SOON = 'We’ll be back soon'

test.describe('maintenance (SPEC §2)', () => {
  test('a 503 on the current-user call sends every page to /maintenance and back', async ({
    page,
  }) => {
    await signedInAs(page, 'investor@example.com')
    const api = pageApi(page)
    await api.post('/__mock/maintenance', { enabled: true })
    await page.goto('/investor/portfolio')
    await expect(page).toHaveURL(/\/maintenance$/)
    await expect(page.getByRole('heading', { name: BACK_SOON })).toBeVisible()

    await api.post('/__mock/maintenance', { enabled: false })
    // The page re-checks by itself (every 10 s) and returns to '/', which lands the investor.
    await expect(page).toHaveURL(/\/investor$/, { timeout: 15_000 })
  })

  test('a timeout on the current-user call counts as maintenance', async ({ page }) => {
    await signedInAs(page, 'investor@example.com')
    const api = pageApi(page)
    await api.post('/__mock/faults', { path: '/api/user', delay_ms: 7000 })
    await page.goto('/investor')
    await expect(page).toHaveURL(/\/maintenance$/, { timeout: 10_000 })
    await api.delete('/__mock/faults')
  })
})

test.describe('maintenance by flag (SPEC §2)', () => {
  // The mock host's service worker would fetch config.json for the pages it controls, where
  // page.route cannot see it (it even takes over a navigation under way); the flag's pages need
  // no host.
  test.use({ serviceWorkers: 'block' })

  test('the maintenanceMode flag sends every page to /maintenance until it is off', async ({
    page,
  }) => {
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch()
      const config = await response.json()
      await route.fulfill({ response, json: { ...config, maintenanceMode: '1' } })
    })
    await page.goto('/login')
    await expect(page).toHaveURL(/\/maintenance$/)
    await page.goto('/admin/investors')
    await expect(page).toHaveURL(/\/maintenance$/)
    await expect(page.getByRole('heading', { name: BACK_SOON })).toBeVisible()

    await page.unroute('**/config.json')
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })
})
