import { expect, test } from './support/journey'
import { expectNoSeriousAxeViolations } from './support/axe'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

const EMAIL = 'nadia.stone@example.com'

test('a superadmin invites an admin, who signs in through the mailed link', async ({ page }) => {
  await signedInAs(page, 'superadmin@example.com')
  await page.goto('/admin/settings/account/admin-accounts')
  // The first admin page of a journey loads the admin and settings chunks on a busy machine.
  await expect(page.getByRole('table', { name: 'Admin accounts' })).toBeVisible({ timeout: 30_000 })
  await expectNoSeriousAxeViolations(page)

  await page.getByRole('button', { name: 'Invite admin' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite an admin' })
  await dialog.getByLabel('First name').fill('Nadia')
  await dialog.getByLabel('Surname').fill('Stone')
  await dialog.getByLabel('Email').fill(EMAIL)
  await dialog.getByLabel('Role').selectOption({ label: 'Investment Manager' })
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${EMAIL}.`)).toBeVisible()

  const mail = await pageApi(page).get<{ data: { link: string }[] }>(
    `/__mock/mail?to=${encodeURIComponent(EMAIL)}`,
  )
  const link = mail.body.data[0].link
  await page.goto('/api/logout')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()

  await page.goto(link)
  await expect(page.getByLabel('Email')).toHaveValue(EMAIL)
  await page.getByLabel('Password', { exact: true }).fill('nadia-password')
  await page.getByLabel('Confirm password', { exact: true }).fill('nadia-password')
  await page.getByRole('button', { name: 'Set password and sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/investments\/opportunities/)
  await expect(page.getByRole('banner').getByText('Nadia Stone')).toBeVisible()
})
