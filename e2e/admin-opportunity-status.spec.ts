import type { Page } from '@playwright/test'
import { expect, test } from './support/journey'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

/**
 * An opportunity's life from its admin header (issue 11), in mock mode: a draft goes Live -
 * External and is cloned; the investor then finds it in their portal. The mock host's data
 * lives in the browser context's storage, so the investor signs in on the same context (a
 * second context would hold a seed of its own) once the staff member has logged out.
 */
interface Opp {
  id: number
  name: string
  slug: string
}

const main = (page: Page) => page.getByRole('main')

test('staff take a draft Live - External, clone it, and investors see it at once', async ({
  page,
}) => {
  await signedInAs(page, 'superadmin@example.com')
  const drafts = await pageApi(page).get<{ data: Opp[] }>(
    '/api/investment-opportunities?filter[status]=1&filter[stage]=1&per_page=1',
  )
  const draft = drafts.body.data[0]
  // Typed at its details, a stage-1 draft opens its edit page (SPEC §2's stage routing), where
  // it goes live.
  await page.goto(`/admin/investments/opportunities/${draft.id}/details`)
  // The first admin page waits for the in-browser host's fresh seed.
  await expect(
    main(page).getByRole('heading', { level: 1, name: `Edit ${draft.name}` }),
  ).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(new RegExp(`/admin/investments/opportunities/${draft.id}/edit$`))

  await main(page).getByRole('button', { name: 'Change status' }).click()
  await page.getByRole('menuitem', { name: 'Go Live - External' }).click()
  const dialog = page.getByRole('dialog', { name: `Go Live - External: ${draft.name}?` })
  await expect(dialog).toContainText(
    "It will appear at once in every eligible investor's Investments page",
  )
  await dialog.getByRole('button', { name: 'Go Live - External' }).click()
  await expect(page.getByText(`${draft.name} is now Live - External`)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/admin/investments/opportunities/${draft.id}/details$`))
  await expect(main(page).getByText('Live - External').first()).toBeVisible()

  await main(page).getByRole('button', { name: 'Clone' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Clone as draft' }).click()
  await expect(page).toHaveURL(/\/admin\/investments\/opportunities\/\d+\/edit$/)
  await expect(page.getByText(`Copy of ${draft.name} created as a draft`)).toBeVisible()

  await page.goto('/api/logout')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  expect((await pageApi(page).login('investor@example.com')).status).toBe(204)
  await page.goto('/investor/investments')
  const search = page.getByRole('searchbox', { name: 'Search opportunities' })
  await search.fill(draft.name)
  await search.press('Enter')
  await page
    .getByRole('article', { name: draft.name })
    .getByRole('link', { name: draft.name })
    .click()
  await expect(page).toHaveURL(new RegExp(`/investor/investments/${draft.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: draft.name })).toBeVisible()
})
