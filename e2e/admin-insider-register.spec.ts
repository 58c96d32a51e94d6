import { readFile } from 'node:fs/promises'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { expect, test } from './support/journey'
import { expectNoSeriousAxeViolations } from './support/axe'
import { logInAs, mockHostReady, signedInAs } from './support/session'

/**
 * The insider register (issue 12), one journey: staff sound investor@example.com, the investor
 * agrees to receive it and answers in the portal, staff read the answer and its time in the register, then add an
 * external insider and export both lists for the regulator; axe over the register's pages.
 *
 * In mock mode each browser context runs its own host (its IndexedDB), so the investor's
 * context starts from the staff context's data and the staff carry on from the investor's,
 * as one server would have it.
 */
const SOUNDING = 'Series B: confidential pre-launch sounding'
const RESPONSE = "Interested - Don't have finance in place"

const main = (page: Page) => page.getByRole('main')
const register = (page: Page) => page.getByRole('table', { name: 'Market sounding insiders' })

/** A new context holding `from`'s data, signed in as `cookiesOf`'s context was (or no one). */
async function contextFrom(browser: Browser, from: BrowserContext, cookiesOf?: BrowserContext) {
  const state = await from.storageState({ indexedDB: true })
  const cookies = cookiesOf ? (await cookiesOf.storageState()).cookies : []
  return browser.newContext({ storageState: { ...state, cookies } })
}

test('staff sound an investor, read the answer in the register, add an external insider and export', async ({
  page,
  browser,
}) => {
  // Three browser contexts, each booting its own host from the last one's data.
  test.setTimeout(180_000)
  const staff = page.context()
  await signedInAs(page, 'superadmin@example.com')
  await page.goto('/admin/insider-register')
  // The first page of a fresh host: the app's chunks and the seed, on a busy machine.
  await expect(register(page).getByText('Interested - Have finance in place')).toBeVisible({
    timeout: 30_000,
  })
  await expect(register(page).getByRole('row')).toHaveCount(4)
  await expectNoSeriousAxeViolations(page)

  await test.step('staff send a market sounding to the investor', async () => {
    await main(page).getByRole('button', { name: 'New market sounding' }).click()
    const dialog = page.getByRole('dialog', { name: 'New market sounding' })
    await dialog.getByRole('combobox', { name: /Opportunity/ }).fill('a')
    await dialog.getByRole('option').first().click()
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(SOUNDING)
    await dialog
      .getByRole('textbox', { name: 'Confidential information' })
      .fill('We intend to raise £4m at a £20m pre-money valuation in March.')
    await expect(
      dialog.getByRole('textbox', { name: 'Wording investors see first' }),
    ).toContainText('you become an insider')
    await dialog.getByRole('combobox', { name: /Investors to sound/ }).fill('investor@example')
    await dialog.getByRole('option', { name: /\(investor@example\.com\)/ }).click()
    await expect(dialog.getByRole('list', { name: /1 chosen/ })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await dialog.getByRole('button', { name: 'Send market sounding' }).click()
    await expect(page.getByText('Market sounding sent to 1 investor.')).toBeVisible()
    await expect(register(page).getByRole('row', { name: new RegExp(SOUNDING) })).toContainText(
      'Awaiting decision',
    )
  })

  // The investor, elsewhere, finds it in the portal through the notification.
  const investorContext = await contextFrom(browser, staff)
  const investor = await investorContext.newPage()
  await test.step('the investor answers it in the portal', async () => {
    await investor.goto('/login')
    await mockHostReady(investor)
    await logInAs(investor, 'investor@example.com')
    await expect(investor).toHaveURL(/\/investor$/, { timeout: 30_000 })
    await investor.getByRole('button', { name: /^Notifications, \d+ unread/ }).click()
    await investor
      .getByRole('dialog', { name: 'Notifications' })
      .getByText('You have a market sounding to consider.')
      .first()
      .click()
    await expect(investor).toHaveURL(/\/investor\/investments\/market-sounding\/\d+$/)
    // Nothing of it until they agree to receive it (market-sounding-consent.spec.ts).
    await investor.getByRole('button', { name: 'Agree and receive the information' }).click()
    await expect(investor.getByRole('heading', { level: 1, name: SOUNDING })).toBeVisible()
    // Typed into the editor: its spaces may come back as no-break spaces.
    await expect(investor.getByText(/£20m/)).toBeVisible()
    await investor.getByRole('radio', { name: RESPONSE }).check()
    await investor.getByRole('button', { name: 'Submit response' }).click()
    await expect(investor.getByText('You responded:', { exact: false })).toContainText(RESPONSE)
  })

  const staffAgain = await contextFrom(browser, investorContext, staff)
  await investorContext.close()
  const desk = await staffAgain.newPage()
  await test.step('staff see the agreement and the answer, and when each was given', async () => {
    await desk.goto('/admin/insider-register')
    await mockHostReady(desk)
    const row = register(desk).getByRole('row', { name: new RegExp(SOUNDING) })
    await expect(row).toBeVisible({ timeout: 30_000 })
    // The agreement and the answer, each with the time it was given, to the minute.
    await expect(row.getByRole('cell').nth(3)).toHaveText(
      /^Agreed\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
    )
    await expect(row.getByRole('cell').nth(4)).toHaveText(
      new RegExp(`^${RESPONSE}\\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2}$`),
    )

    const download = desk.waitForEvent('download')
    await main(desk).getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^insider-register-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile(await file.path(), 'utf8')
    expect(csv).toContain(SOUNDING)
    expect(csv).toContain(RESPONSE)
  })

  await test.step('staff add an external insider and export the list', async () => {
    await desk
      .getByRole('navigation', { name: 'Insider register lists' })
      .getByRole('link', { name: 'External insiders' })
      .click()
    await expect(
      desk.getByRole('table', { name: 'External insiders' }).getByRole('row'),
    ).toHaveCount(4)
    await expectNoSeriousAxeViolations(desk)
    await main(desk).getByRole('link', { name: 'New external insider' }).click()
    await expect(desk).toHaveURL(/\/admin\/insider-register\/pa-deals\/create$/)
    await desk.getByLabel(/^Name/).fill('Maya Collins')
    await desk.getByLabel(/^Firm/).fill('Collins & Reed LLP')
    await desk.getByLabel(/^Email/).fill('maya@collinsreed.example')
    await desk.getByRole('combobox', { name: /^Deal/ }).fill('a')
    await desk.getByRole('option').first().click()
    await desk.getByLabel(/^Reason/).fill('Legal adviser on the round')
    await desk.getByLabel(/^Became an insider/).fill('2026-11-20T10:15')
    await expectNoSeriousAxeViolations(desk)
    await desk.getByRole('button', { name: 'Create external insider' }).click()
    await expect(desk).toHaveURL(/\/pa-deals\/\d+\/details$/)
    await expect(main(desk).getByRole('heading', { level: 1, name: 'Maya Collins' })).toBeVisible()
    await expect(main(desk).getByText('20 Nov 2026, 10:15')).toBeVisible()

    await desk.goto('/admin/insider-register/pa-deals')
    const download = desk.waitForEvent('download')
    await main(desk).getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^external-insiders-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile(await file.path(), 'utf8')
    expect(csv).toContain('Maya Collins,Collins & Reed LLP,maya@collinsreed.example')
  })
  await staffAgain.close()
})
