import { expect, test } from '@playwright/test'

/**
 * Issue 26: a fresh browser's first visit in mock mode. The login form is drawn, in the
 * tenant's branding, before the in-browser host has started; the seed is built in a worker;
 * a login pressed before the host is up waits for it, says so, and then goes through.
 */
test('paints the branded login before the demo has started, and a login pressed early goes through', async ({
  page,
  context,
}) => {
  // The seed worker is held back, so the host cannot be up when "Log in" is pressed.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const workerScripts: string[] = []
  await context.route('**/seed-worker-*.js', async (route) => {
    workerScripts.push(new URL(route.request().url()).pathname)
    await held
    await route.continue()
  })
  const warnings: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text())
  })

  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled()
  // The seed's branding, not the defaults: no flash of another brand on a first visit.
  await expect(page).toHaveTitle(/Northgate Ventures/)
  await expect(page.getByRole('img', { name: 'Northgate Ventures' }).first()).toBeVisible()
  await expect.poll(() => workerScripts.length).toBeGreaterThan(0)

  await page.getByLabel('Email', { exact: true }).fill('investor@example.com')
  await page.getByLabel('Password', { exact: true }).fill('password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Starting the demo…' })).toBeVisible()
  // Nothing typed is lost while it waits.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('investor@example.com')
  await expect(page).toHaveURL(/\/login$/)

  release()
  await expect(page).toHaveURL(/\/investor$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Starting the demo…')).toHaveCount(0)
  // Seeded in the worker, not in the page (browser.ts warns when it falls back).
  expect(warnings.filter((w) => w.includes('seeds in the page'))).toEqual([])
})
