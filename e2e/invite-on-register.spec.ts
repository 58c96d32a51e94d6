import { expect, test } from './support/journey'
import { expectNoSeriousAxeViolations } from './support/axe'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

const FLAG_ON = { invite_on_register: 1, enableInviteOnRegister: 1 }
const FLAG_OFF = { invite_on_register: 0, enableInviteOnRegister: 0 }

/**
 * Invite on register: with the flag on, the open registration page only explains how to ask
 * for an invitation; staff invite an investor from Investors › Invitations, and the emailed
 * link registers that (locked) address. With the flag off, /register is open again.
 */
test('registration is by invitation while invite on register is on', async ({ page }) => {
  test.setTimeout(150_000)
  await signedInAs(page, 'superadmin@example.com')
  expect((await pageApi(page).post('/__mock/settings', FLAG_ON)).status).toBe(200)

  await page.goto('/admin/investors/invitations')
  await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible({
    timeout: 30_000,
  })
  await page.getByRole('link', { name: 'Invite investor' }).click()
  await page.getByRole('textbox', { name: /^Email/ }).fill('ada.byron@example.com')
  await page.getByRole('textbox', { name: /^Name/ }).fill('Ada Byron')
  await page.getByRole('button', { name: 'Create invitation' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Byron' })).toBeVisible()
  const link = await page.getByText(/\/register\?invitation=/).textContent()
  expect(link).toContain('email=ada.byron%40example.com')

  await page.goto('/api/logout')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  await page.goto('/register')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Registration is by invitation' }),
  ).toBeVisible()
  await expect(page.getByText(/To ask for an invitation, contact Northgate Ventures/)).toBeVisible()
  await expect(page.getByRole('form', { name: 'Create your account' })).toHaveCount(0)
  await expectNoSeriousAxeViolations(page)

  await page.goto(new URL(link!).pathname + new URL(link!).search)
  const email = page.getByLabel('Email')
  await expect(email).toHaveValue('ada.byron@example.com')
  await expect(email).not.toBeEditable()
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Byron')
  await page.getByLabel('Password', { exact: true }).fill('correct-horse')
  await page.getByLabel('Confirm password').fill('correct-horse')
  const terms = page.getByRole('checkbox')
  if (await terms.count()) await terms.first().check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/investor/, { timeout: 30_000 })

  expect((await pageApi(page).post('/__mock/settings', FLAG_OFF)).status).toBe(200)
  await page.goto('/api/logout')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  await page.goto('/register')
  await expect(page.getByRole('form', { name: 'Create your account' })).toBeVisible()
  await expect(page.getByLabel('Email')).toBeEditable()
})
