import { expect, test } from './support/journey'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

/** A 4×3 PNG of one colour, as a browser's file input would hand it over. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEklEQVR4nGNgYPiPhhgGQggAkPQL9VRhYDkAAAAASUVORK5CYII=',
  'base64',
)

/**
 * A live opportunity's investor content (issue 11): staff add a gallery image and see the
 * page as investors will, with the image and no way to invest.
 */
test('staff add a gallery image and preview the opportunity as an investor', async ({ page }) => {
  await signedInAs(page, 'superadmin@example.com')
  // A Live - External opportunity: investors see its page.
  const live = await pageApi(page).get<{ data: { id: number; name: string }[] }>(
    '/api/investment-opportunities?filter[status]=2&sort=id&per_page=1',
  )
  const opportunity = live.body.data[0]
  await page.goto(`/admin/investments/opportunities/${opportunity.id}/content`)

  const gallery = page.getByRole('region', { name: 'Gallery' })
  await gallery.getByLabel(/^Add images/).setInputFiles({
    name: 'roof-terrace.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await gallery.getByRole('button', { name: 'Upload image' }).click()
  await expect(page.getByText('Image added to the gallery.')).toBeVisible()
  await expect(
    gallery.getByRole('progressbar', { name: 'Upload of roof-terrace.png' }),
  ).toHaveAttribute('aria-valuenow', '100')

  await page.getByRole('link', { name: 'Preview as an investor' }).click()
  await expect(page).toHaveURL(/\/details\/preview$/)
  await expect(page.getByRole('heading', { level: 1, name: opportunity.name })).toBeVisible()
  await expect(page.getByRole('note', { name: 'Preview' })).toBeVisible()
  const added = page
    .getByRole('region', { name: 'Gallery' })
    .locator('img[src$="/roof-terrace.png"]')
  await expect(added.first()).toBeVisible()
  const invest = page.getByRole('region', { name: 'Invest' })
  await expect(invest.getByText(/Investing is turned off in the preview/)).toBeVisible()
  await expect(invest.getByRole('button')).toHaveCount(0)
  await expect(invest.getByRole('link')).toHaveCount(0)
})
