import { expect, test } from './support/journey'
import { expectNoSeriousAxeViolations } from './support/axe'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

/**
 * The branding page (issue 13): staff change the primary colour and upload a logo, and the
 * investor portal shows both without anyone reloading by hand. One journey; it writes, so it
 * starts from a fresh seed.
 */

// A 1×1 PNG: the smallest upload the host's `image` rule takes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

// FIXME(issue 13): on the built app the save succeeds (the host stores the logo and serves it)
// but the admin portal keeps the old primary and logo after the toast: the settings query ends
// up with the old row. Un-fixme once the settings re-read is fixed; the steps up to the toast pass.
test('staff re-brand the portal and the investor sees the new colour and logo', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await signedInAs(page, 'superadmin@example.com')
  await page.goto('/admin/settings/account')
  const main = page.getByRole('main')
  // The first admin page of a fresh host loads the account, settings and the chunk: slow on a busy machine.
  await expect(main.getByRole('heading', { level: 1, name: 'Branding' })).toBeVisible({
    timeout: 60_000,
  })
  await expectNoSeriousAxeViolations(page)

  const primary = main.getByRole('textbox', { name: 'Primary colour', exact: true })
  await primary.fill('#0a6640')
  const sample = main.getByRole('group', { name: 'Preview' }).getByText('Invest now')
  await expect(sample).toHaveCSS('background-color', 'rgb(10, 102, 64)')
  await main
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'acme-logo.png', mimeType: 'image/png', buffer: PNG })
  await expect(main.getByRole('img', { name: 'Chosen logo' })).toBeVisible()
  await main.getByRole('button', { name: 'Save branding' }).click()
  await expect(page.getByText('Branding saved. The portals now use it.')).toBeVisible()
  // The admin portal itself re-themed on save.
  await expect(main.getByRole('button', { name: 'Save branding' })).toHaveCSS(
    'background-color',
    'rgb(10, 102, 64)',
  )

  expect((await pageApi(page).login('investor@example.com')).status).toBe(204)
  await page.goto('/investor')
  const logo = page.getByRole('banner').getByRole('img').first()
  await expect(logo).toHaveAttribute('src', '/storage/branding/logo/acme-logo.png', {
    timeout: 30_000,
  })
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
  await expect(page.getByRole('link', { name: /skip to/i })).toHaveCSS(
    'background-color',
    'rgb(10, 102, 64)',
  )
})
