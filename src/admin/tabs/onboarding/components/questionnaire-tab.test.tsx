// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DEMO_INVESTOR, DEMO_NEW_INVESTOR } from '@mocks/seed/people/users'
import { failNext, renderTab, signInAs, startTabHost } from '@/test/tab-host'
import {
  FactFindTab,
  InvestorConsentTab,
  RegistrationFormTab,
  RiskProfileTab,
} from './questionnaire-tabs'

// The last test deletes a form's questions, so it stays last.
const host = startTabHost()
const investor = { type: 'users', id: DEMO_INVESTOR } as const
const newInvestor = { type: 'users', id: DEMO_NEW_INVESTOR } as const

/** The answer shown for a question (dt/dd pairs in the card's list). */
const answerTo = (card: HTMLElement, question: string) =>
  within(card).getByText(question, { selector: 'dt' }).nextElementSibling?.textContent

describe('questionnaire tabs', () => {
  it.each([
    ['Registration form', RegistrationFormTab, 'Employment status', 'Employed'],
    ['Fact find', FactFindTab, 'Annual gross income (£)', '145,000'],
    ['Risk profile', RiskProfileTab, 'Can afford to lose the whole amount invested', 'Yes'],
    ['Investor consent', InvestorConsentTab, 'Consents to marketing', 'No'],
  ])('%s shows the answers the investor gave', async (title, Tab, question, answer) => {
    await signInAs('superadmin@example.com')
    await renderTab(<Tab subject={investor} />)
    const card = await screen.findByRole('region', { name: title })
    await within(card).findByText(question)
    expect(answerTo(card, question)).toBe(answer)
    expect(within(card).getByRole('button', { name: 'Edit answers' })).toBeEnabled()
  })

  it('edits the answers as a form, keeps them on a 422 and saves them', async () => {
    await signInAs('adviser@example.com')
    const user = userEvent.setup({ delay: null })
    await renderTab(<FactFindTab subject={newInvestor} />)
    const card = await screen.findByRole('region', { name: 'Fact find' })
    expect(await within(card).findAllByText('Not answered')).not.toHaveLength(0)
    await user.click(within(card).getByRole('button', { name: 'Edit answers' }))
    const form = within(card).getByRole('form', { name: 'Edit the fact find' })
    const income = within(form).getByRole('textbox', { name: /Annual gross income/ })
    expect(income).toHaveFocus()
    await user.type(income, 'plenty')
    await user.click(within(form).getByRole('button', { name: 'Save answers' }))
    await waitFor(() =>
      expect(income).toHaveAccessibleDescription(
        /The Annual gross income \(£\) field must be a number\./,
      ),
    )
    const objective = within(form).getByRole('combobox', { name: /Main investment objective/ })
    expect(objective).toHaveAccessibleDescription(/The Main investment objective field is required/)
    expect(income).toHaveValue('plenty')
    await user.clear(income)
    await user.type(income, '64000')
    await user.selectOptions(objective, 'Income')
    await user.click(within(form).getByRole('radio', { name: 'Yes' }))
    await user.click(within(form).getByRole('button', { name: 'Save answers' }))
    await waitFor(() => expect(within(card).queryByRole('form')).not.toBeInTheDocument())
    expect(answerTo(card, 'Annual gross income (£)')).toBe('64,000')
    expect(answerTo(card, 'Main investment objective')).toBe('Income')
    expect(answerTo(card, 'Emergency savings in place')).toBe('Yes')
    expect(within(card).getByRole('button', { name: 'Edit answers' })).toHaveFocus()
  })

  it('cancels an edit without saving', async () => {
    await signInAs('superadmin@example.com')
    const user = userEvent.setup({ delay: null })
    await renderTab(<RiskProfileTab subject={investor} />)
    const card = await screen.findByRole('region', { name: 'Risk profile' })
    await user.click(await within(card).findByRole('button', { name: 'Edit answers' }))
    await user.selectOptions(within(card).getByLabelText(/Attitude to risk/), 'Cautious')
    await user.click(within(card).getByRole('button', { name: 'Cancel' }))
    expect(answerTo(card, 'Attitude to risk')).toBe('Adventurous')
  })

  it('is read-only for a role that may not update investors', async () => {
    await signInAs('compliance@example.com')
    await renderTab(<RegistrationFormTab subject={investor} />)
    const card = await screen.findByRole('region', { name: 'Registration form' })
    await within(card).findByText('Employment status')
    expect(within(card).queryByRole('button', { name: 'Edit answers' })).not.toBeInTheDocument()
  })

  it('shows an error with a retry when the answers cannot be loaded', async () => {
    await signInAs('superadmin@example.com')
    await failNext('GET', `/api/users/${DEMO_INVESTOR}/questionnaires/investor_consent`)
    await renderTab(<InvestorConsentTab subject={investor} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The investor consent could not be loaded.',
    )
  })

  it("shows a contact's questions unanswered until staff record them", async () => {
    await signInAs('superadmin@example.com')
    await renderTab(<RegistrationFormTab subject={{ type: 'contacts', id: 1 }} />)
    const card = await screen.findByRole('region', { name: 'Registration form' })
    expect(await within(card).findByText('Employment status')).toBeInTheDocument()
    expect(answerTo(card, 'Employment status')).toBe('Not answered')
  })

  it('says so when a form has no questions', async () => {
    await signInAs('superadmin@example.com')
    const attributes = host.api().host.db.table('attributes')
    for (const q of attributes.where((a) => a.form === 'investor_consent')) attributes.delete(q.id)
    await renderTab(<InvestorConsentTab subject={investor} />)
    expect(await screen.findByText('The investor consent has no questions')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit answers' })).not.toBeInTheDocument()
  })
})
