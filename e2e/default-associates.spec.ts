import { expect, test } from './support/journey'
import { expectNoSeriousAxeViolations } from './support/axe'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

type Contact = {
  id: number
  first_name: string
  last_name: string
  converted_user_id: number | null
}

/**
 * Default investor associates: staff choose them in settings, and a contact converted into
 * an investor shows them, with their roles, on the new investor's record.
 */
test('a new investor gets the default associates chosen in settings', async ({ page }) => {
  test.setTimeout(150_000)
  await signedInAs(page, 'superadmin@example.com')
  const on = { default_investor_associates: 1, enableDefaultInvestorAssociates: 1 }
  expect((await pageApi(page).post('/__mock/settings', on)).status).toBe(200)

  await page.goto('/admin/settings/investor/default-associates')
  await expect(page.getByRole('heading', { level: 1, name: 'Default Associates' })).toBeVisible({
    timeout: 30_000,
  })
  const form = page.getByRole('form', { name: 'Add a default associate' })
  await expect(page.getByRole('list', { name: 'Default associates' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await form.getByRole('combobox', { name: 'Staff member' }).selectOption({ label: 'Daniel Reid' })
  await form.getByRole('textbox', { name: /^Role/ }).fill('Investment manager')
  await form.getByRole('button', { name: 'Add associate' }).click()
  await expect(page.getByText('Daniel Reid will be attached to every new investor.')).toBeVisible()

  const contacts = await pageApi(page).get<{ data: Contact[] }>('/api/contacts?per_page=50')
  const [contact, another] = contacts.body.data.filter((c) => !c.converted_user_id)
  await page.goto(`/admin/investors/contacts/${contact!.id}/details`)
  await page.getByRole('button', { name: 'Convert to investor' }).click({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Convert and invite' }).click()
  await expect(page).toHaveURL(/\/admin\/investors\/\d+\/details/)
  const associates = page.getByRole('list', { name: 'Associates' })
  await expect(associates.getByRole('listitem')).toHaveText([
    'Alex Morgan, Relationship owner',
    'Fiona Campbell, Compliance contact',
    'Daniel Reid, Investment manager',
  ])

  // Off: a new investor gets none (those above keep theirs).
  const off = { default_investor_associates: 0, enableDefaultInvestorAssociates: 0 }
  expect((await pageApi(page).post('/__mock/settings', off)).status).toBe(200)
  const made = await pageApi(page).post<{ data: { id: number } }>(
    `/api/contacts/${another!.id}/convert`,
  )
  await page.goto(`/admin/investors/${made.body.data.id}/details`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Associates' })).toHaveCount(0)
  await expect(page.getByText('Associates').locator('..')).toContainText('Not set')
})
