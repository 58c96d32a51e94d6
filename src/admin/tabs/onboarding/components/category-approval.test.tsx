// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DEMO_NEW_INVESTOR } from '@mocks/seed/people/users'
import { flagColumns } from '@/lib/settings/flag-names'
import { renderTab, signInAs, startTabHost } from '@/test/tab-host'
import { CategoryTab } from './category-tab'

const host = startTabHost()
const newInvestor = { type: 'users', id: DEMO_NEW_INVESTOR } as const
const db = () => host.api().host.db

/** Categorisation approval on, and the new investor's High net worth category awaiting it. */
async function awaiting(on = true) {
  await db()
    .table('branding')
    .update(1, flagColumns({ compliance_requires_categorisation_approval: on }))
  await db().table('users').update(DEMO_NEW_INVESTOR, {
    investor_category_id: 2,
    category_confirmed_at: '2026-10-30T10:00:00.000000Z',
    category_approval_status: 'awaiting',
  })
}

describe('CategoryTab: categorisation approval', () => {
  it('lets staff reject an awaiting category, requiring the reason the investor reads', async () => {
    await awaiting()
    await signInAs('compliance@example.com')
    const user = userEvent.setup({ delay: null })
    await renderTab(<CategoryTab subject={newInvestor} />)
    const approval = await screen.findByRole('region', { name: 'Approval' })
    expect(within(approval).getByText('Awaiting approval')).toBeVisible()
    await user.click(within(approval).getByRole('button', { name: 'Reject category' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject investor category' })
    await user.click(within(dialog).getByRole('button', { name: 'Reject category' }))
    const reason = await within(dialog).findByRole('textbox', { name: /Reason for rejecting/ })
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(
        /The reason field is required when decision is reject/,
      ),
    )
    await user.type(reason, 'Income below the threshold.')
    await user.click(within(dialog).getByRole('button', { name: 'Reject category' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const decided = await screen.findByRole('region', { name: 'Approval' })
    expect(within(decided).getByText(/^Rejected/)).toBeVisible()
    expect(within(decided).getByText('Reason: Income below the threshold.')).toBeVisible()
    expect(within(decided).getByText('Decided by Fiona Campbell')).toBeVisible()
    expect(db().table('users').find(DEMO_NEW_INVESTOR)!.category_approval_status).toBe('rejected')
  })

  it('approves with an optional note; the actions are gone once decided', async () => {
    await awaiting()
    await signInAs('superadmin@example.com')
    const user = userEvent.setup({ delay: null })
    await renderTab(<CategoryTab subject={newInvestor} />)
    const approval = await screen.findByRole('region', { name: 'Approval' })
    await user.click(within(approval).getByRole('button', { name: 'Approve category' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve investor category' })
    await user.click(within(dialog).getByRole('button', { name: 'Approve category' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const decided = await screen.findByRole('region', { name: 'Approval' })
    expect(within(decided).getByText(/^Approved/)).toBeVisible()
    expect(within(decided).queryByRole('button')).not.toBeInTheDocument()
  })

  it('shows the status without the actions to a role without investor_category update', async () => {
    await awaiting()
    await signInAs('adviser@example.com')
    await renderTab(<CategoryTab subject={newInvestor} />)
    const approval = await screen.findByRole('region', { name: 'Approval' })
    expect(within(approval).getByText('Awaiting approval')).toBeVisible()
    expect(within(approval).queryByRole('button')).not.toBeInTheDocument()
  })

  it('shows nothing of approval with the flag off', async () => {
    await awaiting(false)
    await signInAs('compliance@example.com')
    await renderTab(<CategoryTab subject={newInvestor} />)
    await screen.findByRole('region', { name: 'Current category' })
    expect(screen.queryByRole('region', { name: 'Approval' })).not.toBeInTheDocument()
  })
})
