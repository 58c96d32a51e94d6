import { expect, type Page } from '@playwright/test'
import { pageApi, resetMock } from './page-api'

/**
 * Whether nothing of the app has run in the page's browser context yet (a worker's first
 * journey, or one with a context of its own: ./journey): its IndexedDB is empty, so the mock
 * host seeds afresh as it starts, which is what a reset would give, and there is no session.
 */
function untouched(page: Page) {
  const context = page.context()
  return (
    context.serviceWorkers().length === 0 && context.pages().every((p) => p.url() === 'about:blank')
  )
}

/**
 * Resolves once the page's in-browser mock host answers (and has stored its seed). Bounded by
 * the test's timeout, not an expect's: a first start on a busy machine may take over 10 s.
 */
export async function mockHostReady(page: Page) {
  type HostWindow = Window & { __mockHostReady?: Promise<unknown> }
  // boot() sets it once the runtime config is read, which may be after the load event.
  await page.waitForFunction(() => !!(window as HostWindow).__mockHostReady)
  await page.evaluate(() => (window as HostWindow).__mockHostReady?.then(() => true))
}

/**
 * On a page still running the app and its host (the journey before's last screen, or this
 * journey's), ends the session and signs `email` in when given, without loading a page:
 * with `reset`, from the seed again (the host's data reset in place, cookies and web storage
 * such as form drafts and the settings snapshot emptied); without, on the data as it is. The
 * page keeps showing what it showed, inert; the journey's next page.goto loads as the new
 * user. False when the page runs no host (a closed page, an error page) or navigated
 * meanwhile: the caller goes through full loads instead.
 */
async function restartInPlace(page: Page, { reset, email }: { reset: boolean; email?: string }) {
  type HostWindow = Window & { __mockHostReady?: Promise<unknown> }
  try {
    const running = await page.evaluate(() => {
      if (!(window as HostWindow).__mockHostReady) return false
      // From here on a request the old screen still makes answers 401, and the app goes to
      // its logout page, which would end the session signed in next. The screen is done
      // with: it may not navigate any more (page.goto, the browser's own navigation, still can).
      window.navigation.addEventListener('navigate', (event) => {
        if (event.cancelable) event.preventDefault()
      })
      return true
    })
    if (!running) return false
    if (reset) await resetMock(page)
    // The user's own logout first (a reset has already ended every session).
    else await pageApi(page).post('/logout')
    await page.context().clearCookies()
    if (reset)
      await page.evaluate(() => {
        localStorage.clear()
        sessionStorage.clear()
      })
    if (email) expect((await pageApi(page).login(email)).status).toBe(204)
    return true
  } catch (error) {
    if (/Execution context was destroyed|navigation/i.test(String(error))) return false
    throw error
  }
}

/** Opens the app on /login with fresh seed data and no session. */
export async function freshStart(page: Page) {
  if (untouched(page)) {
    // One page load instead of three (logout, reset, reload): about half of a journey's start.
    await page.goto('/login')
    // The host seeds and stores its rows before it answers; a navigation before that would
    // leave the next page a half-written database to restore. Without a remembered settings
    // answer, /login itself waits for the host.
    await mockHostReady(page)
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    return
  }
  if (!(await restartInPlace(page, { reset: true }))) {
    // The app's own logout page: it ends any session without the 401s (and the redirect to
    // the logout route they cause) that a page still on screen would meet after a reset.
    await page.goto('/api/logout')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    await resetMock(page)
  }
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
}

/**
 * Resolves once the page has authorised its private channel: a notification pushed before
 * that would be missed (Pusher does not replay), as for any client that was not yet listening.
 */
export function channelReady(page: Page) {
  return page
    .waitForResponse((r) => r.url().endsWith('/api/broadcasting/auth') && r.status() === 200)
    .then(() => page.waitForTimeout(300))
}

/** Logs in through the login form, as a person would. */
export async function logInAs(page: Page, email: string, password = 'password') {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/**
 * Starts a session through the API from fresh seed data (for journeys about what comes after
 * login). The page may still show the journey before's last screen: the journey's first
 * page.goto is its own first page.
 */
export async function signedInAs(page: Page, email: string) {
  if (!untouched(page) && (await restartInPlace(page, { reset: true, email }))) return
  await freshStart(page)
  expect((await pageApi(page).login(email)).status).toBe(204)
}

/**
 * Signs `email` in on a page that may already hold another session, keeping the host's data
 * (no reset): for journeys that only read, several people in one browser context pay the
 * in-browser host's fresh start once. The page may still show the last user's screen: the
 * journey's next page.goto is the new user's first page.
 */
export async function switchUser(page: Page, email: string) {
  if (untouched(page)) return signedInAs(page, email)
  if (await restartInPlace(page, { reset: false, email })) return
  // Through the app's own logout page, which ends the session and lands on /login.
  await page.goto('/api/logout')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  expect((await pageApi(page).login(email)).status).toBe(204)
}
