import type { Page } from '@playwright/test'
import { expect, test } from './support/journey'
import { pageApi } from './support/page-api'
import { signedInAs, switchUser } from './support/session'

/**
 * SPEC §6: each staff role lands on the first navigation entry it may open and sees only the
 * entries its permissions (and the tenant's flags; the seed turns them all on) allow.
 */
const ROLES: { email: string; landing: string; nav: string[] }[] = [
  {
    email: 'superadmin@example.com',
    landing: '/admin',
    nav: [
      'Overview',
      'Investments',
      'Funds',
      'Investors',
      'Insider Register',
      'Reports',
      'Settings',
    ],
  },
  { email: 'entrepreneur@example.com', landing: '/admin/investments/deals', nav: ['Investments'] },
  {
    email: 'committee@example.com',
    landing: '/admin',
    nav: ['Overview', 'Investments', 'Funds', 'Investors', 'Insider Register', 'Reports'],
  },
  {
    email: 'custodian@example.com',
    landing: '/admin/investments/opportunities',
    nav: ['Investments'],
  },
  {
    email: 'support@example.com',
    landing: '/admin',
    nav: [
      'Overview',
      'Investments',
      'Funds',
      'Investors',
      'Insider Register',
      'Reports',
      'Settings',
    ],
  },
  {
    email: 'creator@example.com',
    landing: '/admin/investors',
    nav: ['Investors', 'Insider Register'],
  },
  {
    email: 'manager@example.com',
    landing: '/admin/investments/opportunities',
    nav: ['Investments', 'Investors', 'Insider Register'],
  },
  {
    email: 'fundmanager@example.com',
    landing: '/admin/investments/deals',
    nav: ['Investments', 'Funds', 'Investors', 'Insider Register', 'Reports'],
  },
  {
    email: 'adviser@example.com',
    landing: '/admin/investors',
    nav: ['Investors', 'Insider Register'],
  },
  // Compliance (role 6) also runs the appropriateness-test settings (resource compliance).
  {
    email: 'compliance@example.com',
    landing: '/admin/investors',
    nav: ['Investors', 'Insider Register', 'Settings'],
  },
]

async function topLevelNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await expect(nav).toBeVisible()
  return nav
    .locator(':scope > ul > li')
    .evaluateAll((items) =>
      items.map((li) => (li.querySelector('a, button')?.textContent ?? '').trim()),
    )
}

test.describe('staff roles', () => {
  // One browser context for every role: the landings only read, so they share one host start.
  test('each staff role lands on its first entry with its own menu', async ({ page }) => {
    // Eleven sign-ins and landings in one journey: 49 s on CI's two busy cores, too near the
    // default minute (a run on a busier machine passed its limit).
    test.setTimeout(150_000)
    for (const role of ROLES) {
      await test.step(`${role.email} lands on ${role.landing}`, async () => {
        await switchUser(page, role.email)
        await page.goto('/')
        await expect(page).toHaveURL(new RegExp(`${role.landing}$`))
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
        expect(await topLevelNav(page)).toEqual(role.nav)
      })
    }
  })

  test('a route the role may not open shows the forbidden page inside the shell', async ({
    page,
  }) => {
    await signedInAs(page, 'creator@example.com')
    await page.goto('/admin/investments/deals')
    await expect(
      page.getByRole('heading', { name: "You don't have access to this page" }),
    ).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible()
    await page
      .getByRole('main')
      .getByRole('link', { name: /Investors/ })
      .click()
    await expect(page).toHaveURL(/\/admin\/investors$/)
  })

  test('Investment_Manager sees no performance, notes or transactions on an existing investment', async ({
    page,
  }) => {
    await signedInAs(page, 'manager@example.com')
    const existing = await pageApi(page).get<{ data: { id: number }[] }>(
      '/api/investment-opportunities?filter[stage]=6&per_page=1',
    )
    const base = `/admin/investments/existing/${existing.body.data[0].id}`
    await page.goto(`${base}/details`)
    const tabs = page.getByRole('main').getByRole('navigation', { name: 'Investment sections' })
    await expect(tabs.getByRole('link', { name: 'Cap table', exact: true })).toBeVisible({
      timeout: 30_000,
    })
    for (const hidden of ['Cap table performance', 'Transactions', 'Notes, calls and tasks'])
      await expect(tabs.getByRole('link', { name: hidden, exact: true })).toHaveCount(0)
    // Typed, its address shows the forbidden page (SPEC §6 hides it from this role).
    await page.goto(`${base}/cap-table-performance`)
    await expect(
      page.getByRole('heading', { name: "You don't have access to this page" }),
    ).toBeVisible()
  })

  test('an investor never sees the admin portal', async ({ page }) => {
    await signedInAs(page, 'investor@example.com')
    await page.goto('/admin/settings')
    await expect(page).toHaveURL(/\/investor$/)
  })

  test('an unknown admin address is a 404, not a forbidden page', async ({ page }) => {
    await signedInAs(page, 'superadmin@example.com')
    await page.goto('/admin/no-such-area')
    await expect(
      page.getByRole('heading', { name: "404 - Sorry that page doesn't seem to exist" }),
    ).toBeVisible()
  })

  test('the create menu and settings hub follow the role', async ({ page }) => {
    await signedInAs(page, 'creator@example.com')
    await page.goto('/admin/investors')
    await page.getByRole('button', { name: 'Create' }).click()
    const items = page.getByRole('menuitem')
    await expect(items).toHaveText([
      'Investor',
      'Investment Method',
      'Nominee',
      'Organisation',
      'Contact',
    ])
    await page.keyboard.press('Escape')
    await expect(items).toHaveCount(0)

    await signedInAs(page, 'superadmin@example.com')
    await page.goto('/admin/settings')
    for (const tile of [
      'Account Details',
      'Terminology Settings',
      'Attribute Settings',
      'Investor Settings',
      'Password Management',
    ]) {
      await expect(page.getByRole('heading', { name: tile })).toBeVisible()
    }
  })
})
