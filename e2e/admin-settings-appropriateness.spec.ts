import { expect, test } from './support/journey'
import { expectNoSeriousAxeViolations } from './support/axe'
import { answerKey, answerQuestions, currentUser } from './support/investor'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

/**
 * Settings > Investor > Appropriateness test (issue 13): staff allow one attempt, and a new
 * investor who has not taken the test is told so and, after one failed attempt, has none left.
 * It writes, so it starts from a fresh seed.
 */
test('staff allow one attempt at the appropriateness test and the investor has one', async ({
  page,
}) => {
  // Two portals in one visit, each loading its own chunks.
  test.setTimeout(150_000)
  await signedInAs(page, 'superadmin@example.com')
  // The attempts set here apply with the risk warning off (SPEC §4: on, they are unlimited);
  // the categorisation popups off take the investor straight to the test.
  const flags = await pageApi(page).post('/__mock/settings', {
    risk_warning_enabled: 0,
    investor_type_popup: 0,
  })
  expect(flags.status).toBe(200)

  await page.goto('/admin/settings/investor/appropriateness-test')
  // The admin chunk and the settings section load first: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Appropriateness Test' })).toBeVisible({
    timeout: 30_000,
  })
  const attempts = page.getByRole('spinbutton', { name: 'Number of attempts' })
  await expect(attempts).toHaveValue('3')
  await expect(page.getByRole('list', { name: 'Questions' }).getByRole('heading')).toHaveCount(5)
  await expectNoSeriousAxeViolations(page)
  await attempts.fill('1')
  await page.getByRole('button', { name: 'Save attempts' }).click()
  await expect(page.getByText('Investors now have 1 attempt.')).toBeVisible()

  // newinvestor@example.com has not taken the test; terms accepted through the host.
  expect((await pageApi(page).login('newinvestor@example.com')).status).toBe(204)
  const me = await currentUser(page)
  await pageApi(page).patch(`/api/users/${me.id}`, { accepted_terms_version: 1 })
  await page.goto('/investor/profile/appropriateness')
  await expect(page.getByText(/^You have 1 of 1 attempt left\./)).toBeVisible({ timeout: 45_000 })

  const form = page.getByRole('form', { name: 'Appropriateness test' })
  await answerQuestions(form, await answerKey(page, 'compliance'), { correctly: false })
  await form.getByRole('button', { name: 'Submit answers' }).click()
  await expect(page.getByText(/used all of your attempts/)).toBeVisible()
  await expect(form).toHaveCount(0)
})
