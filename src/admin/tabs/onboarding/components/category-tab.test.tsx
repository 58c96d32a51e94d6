// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DEMO_INVESTOR, DEMO_NEW_INVESTOR } from '@mocks/seed/people/users'
import { failNext, renderTab, signInAs, startTabHost } from '@/test/tab-host'
import { CategoryTab } from './category-tab'

const host = startTabHost()
const investor = { type: 'users', id: DEMO_INVESTOR } as const
const newInvestor = { type: 'users', id: DEMO_NEW_INVESTOR } as const

describe('CategoryTab', () => {
  it("shows the investor's category, its statements and when they confirmed it", async () => {
    await signInAs('superadmin@example.com')
    await renderTab(<CategoryTab subject={investor} />)
    const card = await screen.findByRole('region', { name: 'Investor category' })
    const current = await within(card).findByRole('region', { name: 'Current category' })
    expect(within(current).getByText(/^Confirmed /)).toBeInTheDocument()
    expect(within(current).getByRole('heading', { name: 'Statements confirmed' })).toBeVisible()
    expect(within(current).getAllByRole('listitem').length).toBeGreaterThan(0)
  })

  it('lets staff with investor_category update change it with a reason; the portal follows', async () => {
    await signInAs('committee@example.com')
    const user = userEvent.setup({ delay: null })
    await renderTab(<CategoryTab subject={newInvestor} />)
    expect(await screen.findByText('No investor category')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Change category' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change investor category' })
    await user.selectOptions(
      within(dialog).getByLabelText('Investor category'),
      'Certified sophisticated investor',
    )
    // No reason: the host's 422 lands on the field, and the choice stays.
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }))
    const reason = await within(dialog).findByRole('textbox', { name: /Reason for the change/ })
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/The reason field is required/))
    expect(reason).toHaveFocus()
    expect(within(dialog).getByLabelText('Investor category')).toHaveDisplayValue(
      'Certified sophisticated investor',
    )
    await user.type(reason, 'Signed certificate received.')
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const current = await screen.findByRole('region', { name: 'Current category' })
    expect(within(current).getByText('Certified sophisticated investor')).toBeInTheDocument()
    const changes = screen.getByRole('region', { name: 'Changes by staff' })
    expect(within(changes).getByText(/Signed certificate received\./)).toBeInTheDocument()
    // What the portal gates investing on: a category with a confirmation date.
    const row = host.api().host.db.table('users').find(DEMO_NEW_INVESTOR)!
    expect(row.investor_category_id).not.toBeNull()
    expect(row.category_confirmed_at).not.toBeNull()
  })

  it('is read-only for a role without investor_category update', async () => {
    await signInAs('adviser@example.com')
    await renderTab(<CategoryTab subject={investor} />)
    await screen.findByRole('region', { name: 'Current category' })
    expect(screen.queryByRole('button', { name: 'Change category' })).not.toBeInTheDocument()
  })

  it("shows a contact's category, empty at first", async () => {
    await signInAs('superadmin@example.com')
    const contact = host.api().host.db.table('contacts').all()[0]
    await renderTab(<CategoryTab subject={{ type: 'contacts', id: contact.id }} />)
    expect(await screen.findByText('No investor category')).toBeInTheDocument()
    expect(screen.getByText('This contact has no investor category yet.')).toBeInTheDocument()
  })

  it('shows an error with a retry when the category cannot be loaded', async () => {
    await signInAs('superadmin@example.com')
    await failNext('GET', `/api/users/${DEMO_INVESTOR}/categorisation`)
    const user = userEvent.setup({ delay: null })
    await renderTab(<CategoryTab subject={investor} />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The investor category could not be loaded.')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'Current category' })).toBeInTheDocument()
  })
})
