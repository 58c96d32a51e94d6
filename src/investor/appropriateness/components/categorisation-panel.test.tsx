// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { INVESTOR, logInAs, mockSettings, NEW_INVESTOR } from '@/test/investor-page-host'
import { answerAll, answerKey, newInvestorHost, renderProfile } from '../test/kit'
import { AppropriatenessPanel } from './appropriateness-panel'
import { CategorisationPanel } from './categorisation-panel'

const { host, requests } = newInvestorHost()
const openPanel = () => renderProfile('investor-type', <CategorisationPanel />)
const HNW = 'High net worth investor'

/** Fills the high net worth statement: figures, one statement, the risk accepted. */
async function makeHnwStatement(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: HNW }))
  await user.type(screen.getByLabelText(/Your annual income/), '150000')
  await user.type(screen.getByLabelText(/Your net assets/), '0')
  const statements = screen.getByRole('group', { name: 'Tick the statements that apply to you' })
  await user.click(within(statements).getAllByRole('checkbox')[0])
  await user.click(screen.getByRole('checkbox', { name: /significant risk of losing all/ }))
}

describe('CategorisationPanel', () => {
  it('asks for a category before anything else, focusing the choice', async () => {
    const user = userEvent.setup({ delay: null })
    await openPanel()
    await user.click(await screen.findByRole('button', { name: 'Confirm my category' }))
    const group = screen.getByRole('group', { name: 'Which type of investor are you?' })
    expect(within(group).getByText('Choose the type of investor you are.')).toBeVisible()
    expect(within(group).getAllByRole('radio')[0]).toHaveFocus()
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual([
      'Restricted investor',
      HNW,
      'Certified sophisticated investor',
      'Self-certified sophisticated investor',
      'Professional client',
    ])
  })

  it('checks the statement: figures, thresholds and the risk', async () => {
    const user = userEvent.setup({ delay: null })
    await openPanel()
    await user.click(await screen.findByRole('radio', { name: HNW }))
    expect(screen.getByRole('heading', { name: `${HNW} statement` })).toBeVisible()
    await user.type(screen.getByLabelText(/Your annual income/), '60000')
    await user.type(screen.getByLabelText(/Your net assets/), '90000')
    await user.click(screen.getByRole('button', { name: 'Confirm my category' }))
    const summary = screen.getByRole('alert')
    expect(summary).toHaveTextContent(
      'To certify as a high net worth investor your annual income must be £100,000 or more, or your net assets £250,000 or more.',
    )
    expect(summary).toHaveTextContent('Tick at least one statement that applies to you.')
    expect(summary).toHaveTextContent('Confirm that you accept the risk to continue.')
    expect(summary).toHaveTextContent('Answer every question before you submit')
    expect(requests.filter((r) => /^(POST|PATCH) \/api\//.test(r))).toEqual([])
  })

  it('records the category once the questions are passed, then shows it', async () => {
    const user = userEvent.setup({ delay: null })
    await openPanel()
    await makeHnwStatement(user)
    await answerAll(user, await answerKey('fca-compliance'), 1)
    requests.length = 0
    await user.click(screen.getByRole('button', { name: 'Confirm my category' }))
    expect(await screen.findByText(/You are categorised as a/)).toHaveTextContent(
      `You are categorised as a ${HNW}.`,
    )
    expect(screen.getByRole('button', { name: 'Change your category' })).toBeVisible()
    expect(host.user(NEW_INVESTOR)).toMatchObject({ investor_category_id: 2 })
    expect(host.user(NEW_INVESTOR).category_confirmed_at).toEqual(expect.any(String))
    expect(requests.filter((r) => !r.startsWith('GET /api/user?')).slice(0, 4)).toEqual([
      'POST /api/fca-compliance/answers',
      'GET /api/fca-compliance/answers?update=1',
      `PATCH /api/users/${host.user(NEW_INVESTOR).id}`,
      'POST /api/compliance/audit',
    ])
    const [audit] = host.api.host.db
      .table('compliance_audit')
      .where((a) => a.user_id === host.user(NEW_INVESTOR).id)
    expect(audit.payload).toMatchObject({
      questionnaire: 'fca-compliance',
      category: 'high_net_worth',
      figures: { annual_income: 150000, net_assets: 0 },
      risk_acknowledged: true,
    })
  })

  it('records nothing when the questions are failed, and says when to try again', async () => {
    const user = userEvent.setup({ delay: null })
    await openPanel()
    await makeHnwStatement(user)
    await answerAll(user, await answerKey('fca-compliance'), 1, [0])
    await user.click(screen.getByRole('button', { name: 'Confirm my category' }))
    expect(
      await screen.findByText('You have not passed the categorisation questions.'),
    ).toBeInTheDocument()
    expect(screen.getByText(/You can answer them again, and confirm your investor category/))
    expect(host.user(NEW_INVESTOR).investor_category_id).toBeNull()
  })

  it('shows the demo investor their category, and lets them change it', async () => {
    const user = userEvent.setup({ delay: null })
    await logInAs(INVESTOR)
    await openPanel()
    expect(await screen.findByText(/You are categorised as a/)).toHaveTextContent(HNW)
    expect(screen.getByText(/^Confirmed on \d{1,2} \w{3} \d{4}\.$/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Change your category' }))
    expect(await screen.findByRole('radio', { name: HNW })).toBeChecked()
    // They passed the categorisation questions before: no questions this time.
    expect(screen.queryByRole('heading', { name: 'Check your understanding' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'Change your category' })).toBeVisible()
  })

  it('is step 1 of the appropriateness panel, which moves on to the test', async () => {
    const user = userEvent.setup({ delay: null })
    await mockSettings({ riskWarning: false })
    await renderProfile('appropriateness', <AppropriatenessPanel />)
    await makeHnwStatement(user)
    await answerAll(user, await answerKey('fca-compliance'), 1)
    await user.click(screen.getByRole('button', { name: 'Confirm my category' }))
    expect(await screen.findByRole('form', { name: 'Appropriateness test' })).toBeVisible()
    expect(screen.getByText('Step 2 of 2')).toHaveFocus()
    expect(screen.queryByRole('heading', { name: 'Your investor category' })).toBeNull()
  })
})
