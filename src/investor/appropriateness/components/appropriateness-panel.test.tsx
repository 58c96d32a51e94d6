// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { INVESTOR, logInAs, mockSettings, NEW_INVESTOR } from '@/test/investor-page-host'
import {
  answerAll,
  answerKey,
  hoursFromNow,
  newInvestorHost,
  patchUser,
  READY_FOR_TEST,
  renderProfile,
} from '../test/kit'
import { AppropriatenessPanel } from './appropriateness-panel'

const { host, requests } = newInvestorHost()
const openPanel = () => renderProfile('appropriateness', <AppropriatenessPanel />)
const questionRequests = () => requests.filter((r) => r.includes('/api/compliance-questions'))
const PASSED = 'Congratulations you have successfully completed the test.'
const FAILED = 'Unfortunately, you have not passed the test.'
const COOLDOWN =
  'You will need to wait a further 24 hours before being able to re-attempt the Investor Appropriateness Test.'

/** The test ready to take, open with its questions shown, and the seed's answer key. */
async function openTest() {
  const user = userEvent.setup({ delay: null })
  await patchUser(host, NEW_INVESTOR, READY_FOR_TEST)
  const view = await openPanel()
  const key = await answerKey()
  await screen.findAllByRole('group')
  return { user, view, key }
}

describe('AppropriatenessPanel', () => {
  it('asks for the investor category first when the categorisation popups are on', async () => {
    await openPanel()
    expect(await screen.findByRole('heading', { level: 2, name: 'Your investor category' }))
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument()
    expect(await screen.findByRole('radio', { name: 'High net worth investor' })).toBeVisible()
    const test = screen.getByRole('region', { name: 'Appropriateness test' })
    expect(within(test).getByText('Step 2 of 2')).toBeInTheDocument()
    expect(questionRequests()).toEqual([])
  })

  it('goes straight to the test with the popups off, loading bank 1 with its options', async () => {
    await mockSettings({ investorCategorisationPopups: false })
    await openPanel()
    const form = await screen.findByRole('form', { name: 'Appropriateness test' })
    expect(await within(form).findAllByRole('group')).toHaveLength(5)
    expect(screen.getByText(/You can take the test as many times as you need\./)).toBeVisible()
    expect(
      screen.getByText(
        'You will be ineligible to invest until you have successfully passed the test.',
      ),
    ).toBeVisible()
    expect(questionRequests()).toEqual([
      'GET /api/compliance-questions?filter[bank]=1&include=options&sort=order&per_page=100',
    ])
  })

  it('shows the other bank on the next attempt with the risk warning on', async () => {
    await patchUser(host, NEW_INVESTOR, {
      ...READY_FOR_TEST,
      compliance_tries: 1,
      compliance_failed_at: hoursFromNow(-30),
    })
    await openPanel()
    await screen.findByRole('form', { name: 'Appropriateness test' })
    expect(screen.getByText(/This is attempt 2\./)).toBeInTheDocument()
    expect(questionRequests()[0]).toContain('filter[bank]=2')
  })

  it('says the test is not needed when it is disabled, and fetches nothing for it', async () => {
    await mockSettings({ complianceTest: false })
    await openPanel()
    expect(await screen.findByText('You do not need to take an appropriateness test.'))
    expect(requests.filter((r) => r.includes('compliance'))).toEqual([])
  })

  it('shows the demo investor, who passed, the success message', async () => {
    await logInAs(INVESTOR)
    await openPanel()
    expect(await screen.findByText(PASSED)).toBeInTheDocument()
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
  })

  it('fetches no questions once the allowed attempts are used, and says so', async () => {
    await mockSettings({ riskWarning: false })
    await patchUser(host, NEW_INVESTOR, {
      ...READY_FOR_TEST,
      compliance_tries: 3,
      compliance_failed_at: hoursFromNow(-72),
    })
    await openPanel()
    expect(await screen.findByText(/You have used all of your attempts/)).toBeInTheDocument()
    expect(requests).toContain('GET /api/compliance/settings/1')
    expect(questionRequests()).toEqual([])
  })

  it('counts the attempts left from the compliance settings without the risk warning', async () => {
    await mockSettings({ riskWarning: false })
    await patchUser(host, NEW_INVESTOR, READY_FOR_TEST)
    await openPanel()
    expect(await screen.findByText(/You have 3 of 3 attempts left\./)).toBeInTheDocument()
  })

  it('asks for every answer, focusing the first question left', async () => {
    const { user, key } = await openTest()
    await user.click(screen.getByRole('button', { name: 'Submit answers' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Answer every question before you submit: 5 questions still need an answer.',
    )
    const first = screen.getByRole('group', { name: key[0].question })
    expect(within(first).getAllByRole('radio')[0]).toHaveFocus()
    expect(within(first).getByText('Choose an answer to this question.')).toBeVisible()
    await user.click(within(first).getByRole('radio', { name: key[0].correct_option }))
    expect(screen.getByRole('alert')).toHaveTextContent('4 questions still need an answer.')
    expect(screen.getByText('1 of 5 answered')).toBeInTheDocument()
    expect(requests.filter((r) => r.startsWith('POST /api/compliance'))).toEqual([])
  })

  it('fails with the message and the cooldown, which a reload still shows', async () => {
    const { user, view, key } = await openTest()
    await answerAll(user, key, 1, [2])
    await user.click(screen.getByRole('button', { name: 'Submit answers' }))
    expect(await screen.findByText(FAILED)).toBeInTheDocument()
    expect(screen.getByText(FAILED).closest('[tabindex="-1"]')).toHaveFocus()
    expect(screen.getByText(COOLDOWN)).toBeInTheDocument()
    expect(screen.getByText(/^You can try again after \d\d:\d\d on \d{1,2} \w{3} \d{4}\.$/))
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(host.user(NEW_INVESTOR)).toMatchObject({ compliance_passed: 0, compliance_tries: 1 })
    expect(host.user(NEW_INVESTOR).compliance_failed_at).toEqual(expect.any(String))

    view.unmount()
    requests.length = 0
    await openPanel()
    expect(await screen.findByText(COOLDOWN)).toBeInTheDocument()
    expect(screen.getByText(FAILED)).toBeInTheDocument()
    expect(questionRequests()).toEqual([])
  })

  it('passes with the right answers: success, the user passed, the calls of SPEC §7', async () => {
    const { user, key } = await openTest()
    await answerAll(user, key, 1)
    requests.length = 0
    await user.click(screen.getByRole('button', { name: 'Submit answers' }))
    expect(await screen.findByText(PASSED)).toBeInTheDocument()
    expect(screen.getByText(PASSED).closest('[tabindex="-1"]')).toHaveFocus()
    expect(host.user(NEW_INVESTOR).compliance_passed).toBe(1)
    expect(requests.slice(0, 3)).toEqual([
      'POST /api/compliance/answers',
      'GET /api/compliance/answers?update=1',
      'POST /api/compliance/audit',
    ])
    const audit = host.api.host.db
      .table('compliance_audit')
      .where((a) => a.user_id === host.user(NEW_INVESTOR).id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ questionnaire: 'compliance', bank: 1 })
    // The session's user is re-read, so every screen's eligibility moves on.
    await waitFor(() => expect(requests.some((r) => r.startsWith('GET /api/user'))).toBe(true))
  })

  it("shows the host's 403 when the test was turned off while the investor answered", async () => {
    const { user, key } = await openTest()
    await answerAll(user, key, 1)
    // Staff switch the feature off meanwhile (the portal still shows the form it loaded).
    await host.api.host.db
      .table('branding')
      .update(1, { compliance_test_enabled: 0, enableComplianceTest: 0 })
    await user.click(screen.getByRole('button', { name: 'Submit answers' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The appropriateness test is not enabled.',
      ),
    )
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeEnabled()
    expect(host.user(NEW_INVESTOR)).toMatchObject({ compliance_passed: 0, compliance_tries: 0 })
  })
})
