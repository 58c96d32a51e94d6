import { expect, test } from './support/journey'
import { signedInAs } from './support/session'

// Each page of the portal on a phone: nothing may widen the page past the screen (a strip of
// tabs or a table scrolls inside its own box instead).
const PAGES = [
  '/investor',
  '/investor/investments',
  '/investor/investments/zephyrpower-series-b',
  '/investor/portfolio',
  '/investor/news',
  '/investor/profile/details',
  '/investor/profile/appropriateness',
]

test.describe('investor portal on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('no page scrolls sideways', async ({ page }) => {
    await signedInAs(page, 'investor@example.com')
    for (const path of PAGES) {
      await page.goto(path)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(375)
    }
  })
})
