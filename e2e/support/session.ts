import { expect, type Page } from '@playwright/test'
import { pageApi, resetMock } from './page-api'

/** Opens the app on /login with fresh seed data and no session. */
export async function freshStart(page: Page) {
  await page.goto('/login')
  // A signed-in visitor is sent on from /login: wait for the mock host, not for the form.
  await page.waitForFunction(() => !!navigator.serviceWorker.controller)
  await pageApi(page).post('/logout')
  await resetMock(page)
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
}

/** Logs in through the login form, as a person would. */
export async function logInAs(page: Page, email: string, password = 'password') {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** Starts a session through the API (for journeys about what comes after login). */
export async function signedInAs(page: Page, email: string) {
  await freshStart(page)
  expect((await pageApi(page).login(email)).status).toBe(204)
}
