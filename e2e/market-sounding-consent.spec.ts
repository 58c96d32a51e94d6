import type { Page } from '@playwright/test'
import { expect, test } from './support/journey'
import { pageApi } from './support/page-api'
import { signedInAs, switchUser } from './support/session'

/**
 * A market sounding in the order the regulation expects (issue 25): the investor first reads
 * only who is sounding them and what agreeing means, and the host serves nothing confidential;
 * they agree, then read the sounding and answer it; staff find the agreement and the answer,
 * each with its time, in the insider register. One browser context: one host, two people.
 */
const CONFIDENTIAL = /is preparing to raise/
const RESPONSE = "Interested - Don't have finance in place"

type Sounding = { body: string | null; agreed_at: string | null; title: string }
const soundingFromApi = async (page: Page, id: string) =>
  (await pageApi(page).get<{ data: Sounding }>(`/api/market-soundings/${id}`)).body.data

test('an investor agrees to receive a sounding before reading and answering it; staff see both', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signedInAs(page, 'investor@example.com')
  await page.goto('/investor/investments')
  const notice = page.getByRole('region', {
    name: 'You have 1 market sounding awaiting your response',
  })
  // The first page of a fresh host: the app's chunks and the seed, on a busy machine.
  await expect(notice).toBeVisible({ timeout: 30_000 })
  // Not named: which company is raising is itself inside information.
  await notice.getByRole('link', { name: 'Market sounding' }).click()
  await expect(page).toHaveURL(/\/investor\/investments\/market-sounding\/\d+$/)
  const id = page.url().split('/').pop()!

  let title = ''
  await test.step('first only the explanation, and nothing confidential from the host', async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'A market sounding from Northgate Ventures' }),
    ).toBeVisible()
    const explanation = page.getByRole('region', { name: 'Before you receive it' })
    await expect(explanation).toContainText('Northgate Ventures is sounding you out')
    await expect(explanation).toContainText('you become an insider')
    await expect(page.getByText(CONFIDENTIAL)).toHaveCount(0)
    await expect(page.getByRole('radio')).toHaveCount(0)
    const before = await soundingFromApi(page, id)
    expect(before.body).toBeNull()
    expect(before.agreed_at).toBeNull()
    // The stored title names the company: before agreement the host sends a neutral one.
    expect(before.title).toBe('Market sounding')
  })

  await test.step('they agree, then read it and answer', async () => {
    await page.getByRole('button', { name: 'Agree and receive the information' }).click()
    await expect(page.getByText(CONFIDENTIAL)).toBeVisible()
    await expect(page.getByRole('status')).toContainText('You agreed to receive this information')
    const after = await soundingFromApi(page, id)
    expect(after.body).toMatch(CONFIDENTIAL)
    expect(after.agreed_at).not.toBeNull()
    title = after.title
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

    const card = page.getByRole('region', { name: 'Your response' })
    await card.getByRole('radio', { name: RESPONSE }).check()
    await card.getByRole('button', { name: 'Submit response' }).click()
    await expect(card.getByRole('status')).toContainText(`You responded: ${RESPONSE}`)
  })

  await test.step('staff see the agreement and the answer, each with its time', async () => {
    await switchUser(page, 'superadmin@example.com')
    await page.goto('/admin/insider-register')
    const register = page.getByRole('table', { name: 'Market sounding insiders' })
    const row = register.getByRole('row', { name: new RegExp(title) })
    await expect(row).toBeVisible({ timeout: 30_000 })
    const stamp = '\\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2}'
    await expect(row.getByRole('cell').nth(3)).toHaveText(new RegExp(`^Agreed${stamp}$`))
    await expect(row.getByRole('cell').nth(4)).toHaveText(new RegExp(`^${RESPONSE}${stamp}$`))
  })
})
