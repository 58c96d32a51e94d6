import { expect, test } from './support/journey'
import { currentUser } from './support/investor'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

test.describe('investor portal: an established investor', () => {
  test('answers a pending market sounding once, and the answer stays on record', async ({
    page,
  }) => {
    await signedInAs(page, 'investor@example.com')
    await page.goto('/investor/investments')
    const notice = page.getByRole('region', {
      name: 'You have 1 market sounding awaiting your response',
    })
    await expect(notice).toBeVisible()
    // Not named until agreed to: which company is raising is inside information.
    await notice.getByRole('link', { name: 'Market sounding' }).click()

    await expect(page).toHaveURL(/\/investor\/investments\/market-sounding\/\d+$/)
    await page.getByRole('button', { name: 'Agree and receive the information' }).click()
    const card = page.getByRole('region', { name: 'Your response' })
    await card
      .getByRole('group', { name: 'Your response' })
      .getByRole('radio', { name: "Interested - Don't have finance in place" })
      .check()
    await card.getByRole('button', { name: 'Submit response' }).click()
    const recorded = card.getByRole('status')
    await expect(recorded).toContainText("You responded: Interested - Don't have finance in place")
    await expect(card.getByRole('radio')).toHaveCount(0)

    const id = page.url().split('/').pop()
    const held = await pageApi(page).get<{ data: { response: string | null } }>(
      `/api/market-soundings/${id}`,
    )
    expect(held.body.data.response).toBe('no_finance')

    await page.reload()
    await expect(page.getByRole('region', { name: 'Your response' })).toContainText(
      "You responded: Interested - Don't have finance in place",
    )
    await expect(page.getByRole('button', { name: 'Submit response' })).toHaveCount(0)

    await page.goto('/investor/investments')
    await expect(page.getByRole('heading', { level: 1, name: 'Investments' })).toBeVisible()
    await expect(page.getByText(/market soundings? awaiting your response/)).toHaveCount(0)
  })

  test('edits personal details: a 422 lands on its field, then a valid change is saved', async ({
    page,
  }) => {
    await signedInAs(page, 'investor@example.com')
    await page.goto('/investor/profile/details')
    await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Your details' })
    const email = form.getByRole('textbox', { name: 'Email address' })
    await expect(email).toHaveValue('investor@example.com')

    await email.fill('not-an-email')
    await form.getByRole('button', { name: 'Save details' }).click()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(
      /The email field must be a valid email address\./,
    )
    await expect(email).toHaveValue('not-an-email')
    expect((await currentUser(page)).email).toBe('investor@example.com')

    await email.fill('investor@example.com')
    const phone = form.getByRole('textbox', { name: 'Phone number' })
    await phone.fill('07700 900123')
    await form.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByText('Your details have been saved.')).toBeVisible()
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')

    await page.reload()
    await expect(form.getByRole('textbox', { name: 'Phone number' })).toHaveValue('07700 900123')

    // A new email is saved unverified, and the link goes to it (Breeze's profile rule).
    await form.getByRole('textbox', { name: 'Email address' }).fill('investor.renamed@example.com')
    await form.getByRole('button', { name: 'Save details' }).click()
    await expect(
      page.getByText(/A new verification link has been sent to investor\.renamed@example\.com\./),
    ).toBeVisible()
    expect(await currentUser(page)).toMatchObject({
      email: 'investor.renamed@example.com',
      email_verified_at: null,
    })
  })

  test('the portfolio draws its charts from data and lists the holdings', async ({ page }) => {
    await signedInAs(page, 'investor@example.com')
    await page.goto('/investor/portfolio')
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible()

    const value = page.getByRole('img', { name: /^Portfolio value over time\. Area chart\./ })
    await expect(value.locator('path.recharts-area-curve').first()).toBeVisible()
    const sector = page.getByRole('img', { name: /^Allocation by sector\. Donut chart\./ })
    await expect(sector.locator('path.recharts-sector').first()).toBeVisible()
    expect(await sector.locator('path.recharts-sector').count()).toBeGreaterThan(1)
    const instrument = page.getByRole('img', { name: /^Allocation by instrument\./ })
    await expect(instrument.locator('svg.recharts-surface').first()).toBeVisible()

    const holdings = page.getByRole('table', { name: /^Your holdings: / })
    await expect(holdings.first()).toBeVisible()
    // A header row and at least one holding.
    expect(await holdings.first().getByRole('row').count()).toBeGreaterThan(1)
  })

  for (const { id, safeText } of [
    { id: 28, safeText: 'Each business showed strong operational progress.' },
    { id: 34, safeText: 'Founders from six portfolio companies will present.' },
  ]) {
    test(`news report ${id} renders its rich text without running what it carries`, async ({
      page,
    }) => {
      const dialogs: string[] = []
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      await signedInAs(page, 'investor@example.com')
      await page.goto(`/investor/news/reports/${id}`)
      const main = page.getByRole('main')
      await expect(main.getByText(safeText)).toBeVisible()
      // An <img onerror> would fire once its load fails: let every request settle first.
      await page.waitForLoadState('networkidle')
      await expect(main.locator('script')).toHaveCount(0)
      await expect(main.locator('[onerror]')).toHaveCount(0)
      await expect(main.locator('[onload], [onclick], [onmouseover]')).toHaveCount(0)
      expect(dialogs).toEqual([])
    })
  }
})
