import { expect, test } from '@playwright/test'
import { pageApi, resetMock } from './support/page-api'

type User = { email: string; role_id: number }
type Contact = { data: { id: number; city: string | null } }

test.describe('mock mode', () => {
  test('starts the in-browser host before the app renders and answers session calls from the page', async ({
    page,
  }) => {
    const early: string[] = []
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/'))
        early.push(`${r.status()} ${new URL(r.url()).pathname}`)
    })
    await page.goto('/')
    // The app's very first API calls were answered by the mock (the preview server has no /api).
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    await expect(page).toHaveTitle(/Northgate Ventures/)
    // The login page may paint from the settings snapshot before the host answers the settings.
    await expect.poll(() => early, { timeout: 15_000 }).toContain('200 /api/branding/1')
    expect(early.every((line) => !line.startsWith('404'))).toBe(true)
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)

    const api = pageApi(page)
    await resetMock(page)
    expect((await api.get('/api/user')).status).toBe(401)
    const login = await api.login('investor@example.com')
    expect(login.status).toBe(204)
    const me = await api.get<User>('/api/user?include=organisations,owner')
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ email: 'investor@example.com', role_id: 5 })
    expect(me.body).not.toHaveProperty('password')
    const csrf = await page.evaluate(() =>
      fetch('/api/contacts', { method: 'POST', headers: { Accept: 'application/json' } }).then(
        (r) => r.status,
      ),
    )
    expect(csrf).toBe(419)
  })

  test('a returning portal page takes who is signed in and its figures from the host in the page', async ({
    page,
  }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    await resetMock(page)
    expect((await pageApi(page).login('investor@example.com')).status).toBe(204)
    const asked: string[] = []
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (path.startsWith('/api/')) asked.push(path)
    })
    // Under the mock's service worker now: the host answers these two before it carries any
    // request (src/app/boot.ts, mocks/browser/early-answers.ts), as index.html does live.
    await page.goto('/investor')
    await expect(page.getByRole('main').locator('section dl dd').first()).toBeVisible()
    expect(asked).not.toContain('/api/user')
    expect(asked).not.toContain('/api/stats/investor')
    // The page's other reads still go through the service worker to the host.
    await expect.poll(() => asked.length).toBeGreaterThan(0)
  })

  test('keeps data written before a reload, and keeps other tabs in step', async ({
    page,
    context,
  }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    await resetMock(page)
    const api = pageApi(page)
    expect((await api.login('superadmin@example.com')).status).toBe(204)
    const patched = await api.patch<Contact>('/api/contacts/1', { city: 'Reloadville' })
    expect(patched.status).toBe(200)

    await page.goto('/')
    await expect(page).toHaveURL(/\/admin$/)
    const after = await pageApi(page).get<Contact>('/api/contacts/1')
    expect(after.body.data.city).toBe('Reloadville')

    const other = await context.newPage()
    await other.goto('/')
    await expect(other).toHaveURL(/\/admin$/)
    expect(
      (await pageApi(page).patch<Contact>('/api/contacts/1', { city: 'Two Tabs' })).status,
    ).toBe(200)
    await expect
      .poll(async () => (await pageApi(other).get<Contact>('/api/contacts/1')).body.data.city)
      .toBe('Two Tabs')
  })

  test('simulates faults and maintenance that survive a reload until cleared', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    await resetMock(page)
    const api = pageApi(page)
    expect(
      (await api.post('/__mock/faults', { path: '/api/branding/1', status: 503, times: 5 })).status,
    ).toBe(201)
    // Settings failures are ignored silently (SPEC §8): the login page renders with defaults.
    await page.reload()
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    await expect(page).toHaveTitle(/Investor Portal/)
    expect((await pageApi(page).get('/api/branding/1')).status).toBe(503)
    expect((await pageApi(page).delete('/__mock/faults')).status).toBe(204)
    expect((await pageApi(page).get('/api/branding/1')).status).toBe(200)
    expect((await pageApi(page).post('/__mock/maintenance', { enabled: true })).status).toBe(200)
    expect(await pageApi(page).get('/api/user')).toMatchObject({
      status: 503,
      body: { message: 'Service Unavailable' },
    })
    await resetMock(page)
    expect((await pageApi(page).get('/api/branding/1')).status).toBe(200)
  })
})
