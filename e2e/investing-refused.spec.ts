import { expect, test } from './support/journey'
import { acceptTermsAndCategorise } from './support/investor'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

/** Open to newinvestor@example.com in the seed: minimum £5,000, in steps of £1,000. */
const OPPORTUNITY = { name: 'Zephyrpower Series B', slug: 'zephyrpower-series-b' }
const COOLDOWN =
  'You will need to wait a further 24 hours before being able to re-attempt the Investor Appropriateness Test.'

/**
 * Issue 24: the host refuses whom the portal gates. An investor in the appropriateness test's
 * 24-hour cooldown reads why before any form, and the host refuses the reservation anyway when
 * it is sent from the page behind the portal's back.
 */
test.describe('investing refused: the appropriateness cooldown', () => {
  test('explains the cooldown before the form, and the host answers 422 to a direct reservation', async ({
    page,
  }) => {
    await signedInAs(page, 'newinvestor@example.com')
    const api = pageApi(page)
    const user = await acceptTermsAndCategorise(page)

    // A failed try of the appropriateness test (the Mock controls' "Fail the test"): the
    // 24-hour cooldown starts.
    const failed = await api.post('/__mock/compliance', { email: user.email, result: 'failed' })
    expect(failed.status).toBe(200)

    // The invest page says why, with the way forward, before anything is filled in.
    await page.goto(`/investor/investments/${OPPORTUNITY.slug}/invest?as=individual`)
    const blocks = page.getByRole('region', { name: 'Before you can invest' })
    await expect(blocks).toBeVisible()
    await expect(blocks).toContainText(COOLDOWN)
    await expect(
      blocks.getByRole('link', { name: 'See when you can retake the test' }),
    ).toBeVisible()
    await expect(page.getByLabel('Investment amount')).toHaveCount(0)

    // Behind the portal's back, the host refuses the reservation all the same.
    const opps = await api.get<{ data: { id: number; minimum_investment: number }[] }>(
      `/api/investment-opportunities?filter[slug]=${OPPORTUNITY.slug}`,
    )
    expect(opps.status).toBe(200)
    const opp = opps.body.data[0]
    const refused = await api.post<{ message: string; errors: Record<string, string[]> }>(
      '/api/investments',
      { investment_opportunity_id: opp.id, amount: opp.minimum_investment },
    )
    expect(refused.status).toBe(422)
    expect(refused.body.errors.appropriateness_test?.[0]).toMatch(
      /^You did not pass the appropriateness test\. You can retake it after /,
    )
    const mine = await api.get<{ total: number }>(
      `/api/investments/user?filter[investment_opportunity_id]=${opp.id}`,
    )
    expect(mine.body.total).toBe(0)
  })
})
