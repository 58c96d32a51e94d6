// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { AppropriatenessPanel } from '@/investor/appropriateness'
import { investorSettingsHost } from '@/admin/settings/test/settings-host'
import { mockSettings, NEW_INVESTOR } from '@/test/investor-page-host'
import { AppropriatenessTestPage } from './appropriateness-page'

const host = investorSettingsHost(
  AppropriatenessTestPage,
  '/admin/settings/investor/appropriateness-test',
)
type Row = Record<string, unknown> & { id: number }
const table = (family: string) => host.api.host.db.table<Row>(family)
const activeBank = (bank: number) =>
  table('compliance-questions')
    .where((q) => q.bank === bank && q.is_active === 1)
    .sort((a, b) => Number(a.order) - Number(b.order))

describe('AppropriatenessTestPage', () => {
  it('saves the attempts allowed, and a refusal keeps what was typed', async () => {
    await mockSettings({ risk_warning_enabled: 0 })
    await host.open()
    const attempts = await screen.findByRole('spinbutton', { name: 'Number of attempts' })
    expect(attempts).toHaveValue(3)
    expect(attempts).toHaveAccessibleDescription(/waits 24 hours/)

    await userEvent.clear(attempts)
    await userEvent.type(attempts, '10000')
    await userEvent.click(screen.getByRole('button', { name: 'Save attempts' }))
    await waitFor(() => expect(attempts).toHaveAccessibleDescription(/between 0 and 9999/))
    expect(attempts).toHaveValue(10000)

    await userEvent.clear(attempts)
    await userEvent.type(attempts, '1')
    await userEvent.click(screen.getByRole('button', { name: 'Save attempts' }))
    expect(await screen.findByText('Investors now have 1 attempt.')).toBeInTheDocument()
    expect(table('compliance_settings').find(1)?.compliance_tries).toBe(1)
  })

  it('shows two banks and says attempts are unlimited while the risk warning is on', async () => {
    await mockSettings({ risk_warning_enabled: 1 })
    await host.open()
    expect(await screen.findByRole('note')).toHaveTextContent(/unlimited attempts \(9999\)/)
    expect(screen.getByRole('heading', { name: 'Question bank 1' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Question bank 2' })).toBeInTheDocument()
  })

  it('adds a question with its answers, marks the correct one, moves and removes questions', async () => {
    await mockSettings({ risk_warning_enabled: 0 })
    const before = activeBank(1)
    await host.open()
    const list = await screen.findByRole('list', { name: 'Questions' })
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(before.length)

    await userEvent.click(screen.getByRole('button', { name: 'Add question' }))
    const dialog = screen.getByRole('dialog', { name: 'New question' })
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Question/ }),
      'Can you sell early?',
    )
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Answer 1' }), 'Not usually')
    // No answer left correct: refused here, with the typing kept.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Answer 1 is correct' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Give the question at least two answers.',
    )
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Answer 2' }), 'Always')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Mark at least one answer as correct.',
    )
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Answer 1 is correct' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move answer 2 up' }))
    expect(within(dialog).getByRole('textbox', { name: 'Answer 1' })).toHaveValue('Always')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The toast's item is a lazy chunk: slow on a busy machine.
    expect(await screen.findByText('Question added.', {}, { timeout: 5000 })).toBeInTheDocument()

    const added = activeBank(1).at(-1)!
    expect(added.question).toBe('Can you sell early?')
    const options = table('compliance-options')
      .where((o) => o.question_id === added.id)
      .sort((a, b) => Number(a.order) - Number(b.order))
    expect(options.map((o) => [o.text, o.is_correct])).toEqual([
      ['Always', 0],
      ['Not usually', 1],
    ])

    // Move the first question down: announced, and saved as the new order.
    await userEvent.click(await screen.findByRole('button', { name: 'Move down question 1' }))
    expect(await screen.findByText('Question moved to position 2 of 6.')).toBeInTheDocument()
    await waitFor(() => expect(activeBank(1)[1].id).toBe(before[0].id), { timeout: 5000 })

    await userEvent.click(screen.getByRole('button', { name: 'Remove question 6' }))
    const confirm = screen.getByRole('dialog', { name: 'Remove this question?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove question' }))
    await waitFor(() => expect(activeBank(1)).toHaveLength(before.length), { timeout: 5000 })
  })

  it("the investor's test follows the attempts set here", async () => {
    await mockSettings({ risk_warning_enabled: 0 })
    await host.open()
    const attempts = await screen.findByRole('spinbutton', { name: 'Number of attempts' })
    await userEvent.clear(attempts)
    await userEvent.type(attempts, '1')
    await userEvent.click(screen.getByRole('button', { name: 'Save attempts' }))
    await screen.findByText('Investors now have 1 attempt.')

    const user = host.user(NEW_INVESTOR)
    await table('users').update(user.id, {
      accepted_terms_version: 1,
      investor_category_id: 2,
      category_confirmed_at: '2020-01-01T00:00:00.000000Z',
    })
    await host.openAsInvestor(AppropriatenessPanel, 'appropriateness')
    expect(await screen.findByText(/^You have 1 of 1 attempt left\./)).toBeInTheDocument()
  })
})
