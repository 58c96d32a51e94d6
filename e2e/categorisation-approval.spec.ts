import { expect, test } from './support/journey'
import { answerKey, answerQuestions, currentUser } from './support/investor'
import { pageApi } from './support/page-api'
import { signedInAs, switchUser } from './support/session'

/** Open to newinvestor@example.com in the seed. */
const INVEST_PAGE = '/investor/investments/zephyrpower-series-b/invest?as=individual'
const AWAITING =
  'Your investor category is awaiting approval by our compliance team. You can invest once it is approved; we will let you know our decision.'
const HNW = 'High net worth investor'
const REASON = 'Your self-certification is missing the adviser details we asked for.'

/**
 * Categorisation approval (issue 28): with the flag on, the category an investor confirms
 * waits for staff. They are told so and may not invest; compliance staff find it in the
 * approvals list and reject it with a reason, which the investor reads; they choose again,
 * staff approve, and investing opens. The flag is turned off again at the end.
 */
test('an investor’s category waits for staff approval, is rejected with a reason, then approved', async ({
  page,
}) => {
  // Two portals and three sign-ins in one visit, each loading its own chunks.
  test.setTimeout(180_000)
  await signedInAs(page, 'newinvestor@example.com')
  const api = pageApi(page)
  const flag = (on: 0 | 1) =>
    api.post('/__mock/settings', { compliance_requires_categorisation_approval: on })
  expect((await flag(1)).status).toBe(200)

  const user = await test.step('the investor confirms a category: it awaits approval', async () => {
    const me = await currentUser(page)
    // Terms accepted and the appropriateness test passed: only the category stands in the way.
    expect((await api.patch(`/api/users/${me.id}`, { accepted_terms_version: 1 })).status).toBe(200)
    expect(
      (await api.post('/__mock/compliance', { email: me.email, result: 'passed' })).status,
    ).toBe(200)
    await page.goto('/investor/profile/investor-type')
    await page.getByRole('radio', { name: HNW }).check({ timeout: 45_000 })
    await page.getByLabel(/Your annual income/).fill('150000')
    await page.getByLabel(/Your net assets/).fill('0')
    await page
      .getByRole('group', { name: 'Tick the statements that apply to you' })
      .getByRole('checkbox')
      .first()
      .check()
    await page.getByRole('checkbox', { name: /significant risk of losing all/ }).check()
    await answerQuestions(page.getByRole('main'), await answerKey(page, 'fca-compliance'), {
      correctly: true,
    })
    await page.getByRole('button', { name: 'Confirm my category' }).click()
    await expect(page.getByText(/is awaiting approval\.$/)).toHaveText(
      `Your category, ${HNW}, is awaiting approval.`,
    )
    await page.goto(INVEST_PAGE)
    const blocks = page.getByRole('region', { name: 'Before you can invest' })
    await expect(blocks).toContainText(AWAITING)
    await expect(page.getByLabel('Investment amount')).toHaveCount(0)
    return me
  })

  await test.step('compliance staff reject it from the approvals list, with a reason', async () => {
    await switchUser(page, 'compliance@example.com')
    await page.goto('/admin/investors/categorisations')
    const name = `${String(user.name)} ${String(user.surname)}`
    await page.getByRole('link', { name }).click({ timeout: 45_000 })
    const approval = page.getByRole('region', { name: 'Approval' })
    await expect(approval).toContainText('Awaiting approval')
    await approval.getByRole('button', { name: 'Reject category' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reject investor category' })
    await dialog.getByRole('textbox', { name: /Reason for rejecting/ }).fill(REASON)
    await dialog.getByRole('button', { name: 'Reject category' }).click()
    await expect(approval).toContainText(`Reason: ${REASON}`)
  })

  await test.step('the investor reads the reason, chooses again, and staff approve', async () => {
    await switchUser(page, 'newinvestor@example.com')
    await page.goto('/investor/profile/investor-type')
    await expect(page.getByText(/was not approved\.$/)).toBeVisible({ timeout: 45_000 })
    await expect(page.getByText(REASON)).toBeVisible()
    const notes = await api.get<{ data: { data: { message: string } }[] }>(
      '/api/notifications/user',
    )
    expect(notes.body.data.map((n) => n.data.message)).toContain(
      `Your investor category (${HNW}) was not approved: ${REASON} Please choose your category again.`,
    )
    // Choosing again, as the portal sends it: the same category, confirmed anew.
    const { investor_category_id } = await currentUser(page)
    expect((await api.patch(`/api/users/${user.id}`, { investor_category_id })).status).toBe(200)
    await switchUser(page, 'compliance@example.com')
    await page.goto(`/admin/investors/${user.id}/category`)
    const approval = page.getByRole('region', { name: 'Approval' })
    await approval.getByRole('button', { name: 'Approve category' }).click({ timeout: 45_000 })
    await page
      .getByRole('dialog', { name: 'Approve investor category' })
      .getByRole('button', { name: 'Approve category' })
      .click()
    await expect(approval).toContainText('Approved')
    await switchUser(page, 'newinvestor@example.com')
    await page.goto(INVEST_PAGE)
    await expect(page.getByLabel('Investment amount')).toBeVisible({ timeout: 45_000 })
  })

  expect((await flag(0)).status).toBe(200)
})
