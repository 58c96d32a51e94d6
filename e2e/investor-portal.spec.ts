import { expect, test } from './support/journey'
import { answerKey, answerQuestions, currentUser, makeEligible } from './support/investor'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

const TEST_PATH = '/investor/profile/appropriateness'
const PASSED = 'Congratulations you have successfully completed the test.'
const FAILED = 'Unfortunately, you have not passed the test.'
const COOLDOWN =
  'You will need to wait a further 24 hours before being able to re-attempt the Investor Appropriateness Test.'

/** Open to newinvestor@example.com in the seed: minimum £5,000, in steps of £1,000. */
const OPPORTUNITY = { name: 'Zephyrpower Series B', slug: 'zephyrpower-series-b' }

test.describe('investor portal: a new investor', () => {
  test('accepts the terms, confirms a category, fails the test, then is passed through the mock controls', async ({
    page,
  }) => {
    await signedInAs(page, 'newinvestor@example.com')
    await page.goto('/investor')
    const terms = page.getByRole('dialog', { name: 'Accept terms & conditions' })
    await terms
      .getByRole('checkbox', {
        name: 'I have read, understood and accept the terms and conditions',
      })
      .check()
    await terms.getByRole('button', { name: 'Submit' }).click()
    await expect(terms).toBeHidden()

    // Step 1 of 2: the investor category, with the FCA questionnaire.
    await page.goto(TEST_PATH)
    const categoryCard = page.getByRole('region', { name: 'Your investor category' })
    await expect(categoryCard.getByText('Step 1 of 2')).toBeVisible()
    const categoryForm = page.getByRole('form', { name: 'Your investor category' })
    await categoryForm
      .getByRole('group', { name: 'Which type of investor are you?' })
      .getByRole('radio', { name: 'Self-certified sophisticated investor' })
      .check()
    await categoryForm
      .getByRole('group', { name: 'Tick the statements that apply to you' })
      .getByRole('checkbox', {
        name: 'I have made more than one investment in an unlisted company in the last two years.',
      })
      .check()
    await categoryForm.getByRole('checkbox', { name: /^I accept that the investments/ }).check()
    const quiz = categoryForm.getByRole('region', { name: 'Check your understanding' })
    await answerQuestions(quiz, await answerKey(page, 'fca-compliance'), { correctly: true })
    await categoryForm.getByRole('button', { name: 'Confirm my category' }).click()
    await expect(page.getByText('Your investor category is confirmed.')).toBeVisible()
    expect((await currentUser(page)).investor_category_id).not.toBeNull()

    // Step 2: the appropriateness test, failed on purpose.
    const testForm = page.getByRole('form', { name: 'Appropriateness test' })
    await expect(testForm).toBeVisible()
    await expect(page.getByText('Step 2 of 2')).toBeVisible()
    const testKey = await answerKey(page, 'compliance')
    // The first attempt meets bank 1: one radio group per question.
    await expect(testForm.getByRole('group')).toHaveCount(
      testKey.filter((q) => q.bank === 1).length,
    )
    await answerQuestions(testForm, testKey, { correctly: false })
    await testForm.getByRole('button', { name: 'Submit answers' }).click()
    const outcome = page.getByRole('status').filter({ hasText: FAILED })
    await expect(outcome).toBeVisible()
    await expect(outcome).toContainText(COOLDOWN)
    await expect(outcome).toContainText(/You can try again after \d{2}:\d{2} on .+\./)
    await expect(testForm).toHaveCount(0)
    const status = await pageApi(page).get<{ data: Record<string, unknown> }>(
      '/api/compliance/answers',
    )
    expect(status.body.data).toMatchObject({ compliance_passed: 0, compliance_tries: 1 })

    // The cooldown holds after a reload.
    await page.reload()
    await expect(page.getByRole('status').filter({ hasText: FAILED })).toContainText(
      'You can try again after',
    )

    // QA passes the investor from the mock controls; the open page catches up.
    await page.getByRole('button', { name: 'Mock controls' }).click()
    const panel = page.getByRole('dialog', { name: 'Mock controls' })
    const section = panel.getByRole('group', { name: 'Appropriateness test' })
    await section.getByRole('button', { name: 'Pass the appropriateness test' }).click()
    await expect(section.getByRole('status')).toHaveText('Test passed.')
    await expect(page.getByRole('main').getByText(PASSED)).toBeVisible()
    await page.reload()
    await expect(page.getByRole('main').getByText(PASSED)).toBeVisible()
    expect(Number((await currentUser(page)).compliance_passed)).toBe(1)
  })

  test('browses the opportunities and reserves an allocation, then finds it in the portfolio', async ({
    page,
  }) => {
    await signedInAs(page, 'newinvestor@example.com')
    await makeEligible(page)

    await page.goto('/investor/investments')
    await expect(page.getByRole('heading', { level: 1, name: 'Investments' })).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search opportunities' }).fill('Zephyrpower')
    await page.getByRole('searchbox', { name: 'Search opportunities' }).press('Enter')
    const card = page.getByRole('article', { name: OPPORTUNITY.name })
    await expect(card).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(card.getByRole('progressbar', { name: 'Raised so far' })).toBeVisible()
    await card.getByRole('link', { name: OPPORTUNITY.name }).click()

    await expect(page).toHaveURL(new RegExp(`/investor/investments/${OPPORTUNITY.slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: OPPORTUNITY.name })).toBeVisible()
    await page.getByRole('link', { name: 'Invest now' }).click()

    await expect(
      page.getByRole('heading', { level: 1, name: `Invest in ${OPPORTUNITY.name}` }),
    ).toBeVisible()
    await page
      .getByRole('group', { name: 'How would you like to invest?' })
      .getByRole('radio', { name: 'Personally' })
      .check()
    await page.getByRole('button', { name: 'Continue' }).click()

    const form = page.getByRole('form', { name: 'Your investment' })
    const amount = form.getByLabel('Investment amount')
    await expect(amount).toBeVisible()
    const review = form.getByRole('button', { name: 'Review investment' })

    // Below the minimum: a clear message on the field, and the amount stays as typed.
    await amount.fill('4000')
    await review.click()
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(amount).toHaveAccessibleDescription(/The minimum investment is £5,000/)
    await expect(amount).toHaveValue(/^4,?000(\.00)?$/)

    // Off the £1,000 steps.
    await amount.fill('5500')
    await review.click()
    await expect(amount).toHaveAccessibleDescription(/Amounts go up in steps of £1,000/)
    await expect(amount).toHaveValue(/^5,?500(\.00)?$/)

    await amount.fill('6000')
    const tax = form.getByRole('group', { name: 'Which tax relief would you like to claim?' })
    if ((await tax.count()) > 0) await tax.getByRole('radio').first().check()
    const terms = form.getByRole('checkbox', {
      name: 'I have read and accept the investment terms',
    })
    if ((await terms.count()) > 0) await terms.check()
    await review.click()

    const reviewForm = page.getByRole('form', { name: 'Review' })
    await expect(reviewForm.getByText('Review your investment')).toBeVisible()
    await expect(reviewForm).toContainText('£6,000')
    await reviewForm.getByRole('button', { name: 'Confirm investment' }).click()

    await expect(
      page.getByRole('heading', { level: 1, name: 'Your allocation is reserved' }),
    ).toBeVisible()
    const reservation = page.getByRole('region', { name: 'Your reservation' })
    await expect(reservation).toContainText(OPPORTUNITY.name)
    await expect(reservation).toContainText('£6,000')

    // The host holds the reservation for this investor.
    const me = await currentUser(page)
    const mine = await pageApi(page).get<{
      data: { user_id: number; amount: number | string; investment_opportunity_id: number }[]
    }>(`/api/investments?filter[user_id]=${me.id}&per_page=50`)
    expect(mine.status).toBe(200)
    expect(mine.body.data.filter((i) => Number(i.amount) === 6000)).toHaveLength(1)

    await page.getByRole('link', { name: 'View in portfolio' }).click()
    await expect(page).toHaveURL(/\/investor\/portfolio$/)
    const reserved = page.getByRole('region', { name: 'Reserved allocations and cash calls' })
    const row = reserved
      .getByRole('table', { name: 'Reservations awaiting payment' })
      .getByRole('row')
      .filter({ hasText: OPPORTUNITY.name })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('£6,000')

    await page.goBack()
    await page.getByRole('link', { name: 'My Reserved Allocations' }).click()
    await expect(page).toHaveURL(/\/investor\/investments\?tab=reserved$/)
    const listed = page
      .getByRole('table', { name: 'My Reserved Allocations' })
      .getByRole('row')
      .filter({ hasText: OPPORTUNITY.name })
    await expect(listed).toHaveCount(1)
    await expect(listed).toContainText('£6,000')
  })
})
