// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { investorPageHost, logInAs } from '@/test/investor-page-host'
import { renderInvitations } from '../test/opportunity-host'

const host = investorPageHost('superadmin@example.com')
const db = () => host.api.host.db
/** A Live - Internal opportunity investor@example.com is not invited to. */
const internalOpp = () => {
  const me = host.user('investor@example.com').id
  return db()
    .table('investment-opportunities')
    .first(
      (o) =>
        o.status === 3 &&
        !db()
          .table('invitations')
          .first((i) => i.investment_opportunity_id === o.id && i.user_id === me),
    )!
}
const invitationsOf = (oppId: number) =>
  db()
    .table('invitations')
    .where((i) => i.investment_opportunity_id === oppId)

describe('OpportunityInvitations', () => {
  it('invites an investor found by name, lists them, and removes the invitation', async () => {
    const opp = internalOpp()
    const investor = host.user('investor@example.com')
    const before = invitationsOf(opp.id).length
    await renderInvitations(opp.id)
    expect(
      await screen.findByText(/Only the investors invited here see this opportunity/),
    ).toBeInTheDocument()
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('combobox', { name: 'Investor to invite' }), 'Whitaker')
    const option = await screen.findByRole(
      'option',
      { name: /James Whitaker \(investor@example.com\)/ },
      { timeout: 3000 },
    )
    await user.click(option)
    await user.click(screen.getByRole('button', { name: 'Invite' }))
    expect(await screen.findByText('James Whitaker invited')).toBeInTheDocument()
    expect(invitationsOf(opp.id)).toHaveLength(before + 1)
    expect(invitationsOf(opp.id).some((i) => i.user_id === investor.id)).toBe(true)
    // Live - Internal: the investor is told at once.
    const told = db()
      .table('notifications')
      .where(
        (n) =>
          n.notifiable_id === investor.id &&
          (n.data as { icon?: string }).icon === 'investment_opportunity_invited',
      )
    expect(told.length).toBeGreaterThan(0)
    const table = screen.getByRole('table', { name: 'Invited investors' })
    const row = await within(table).findByRole('row', { name: /James Whitaker/ })
    await user.click(
      within(row).getByRole('button', { name: 'Remove invitation for James Whitaker' }),
    )
    expect(await screen.findByText('Invitation for James Whitaker removed')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /James Whitaker/ })).toBeNull(),
    )
    expect(invitationsOf(opp.id)).toHaveLength(before)
  })

  it('does not offer an investor already invited', async () => {
    const opp = internalOpp()
    const invited = invitationsOf(opp.id).find((i) => i.user_id)
    if (!invited) return
    const who = db().table('users').find(Number(invited.user_id))!
    await renderInvitations(opp.id)
    const user = userEvent.setup({ delay: null })
    await user.type(
      await screen.findByRole('combobox', { name: 'Investor to invite' }),
      String(who.email),
    )
    await waitFor(() => expect(screen.getByText('No matches')).toBeVisible(), { timeout: 3000 })
  })

  it('lets a role without investor access see no invitations, and says why', async () => {
    await logInAs('custodian@example.com')
    await renderInvitations(internalOpp().id)
    expect(await screen.findByText(/cannot see who is invited/)).toBeInTheDocument()
    expect(screen.queryByRole('combobox')).toBeNull()
  })
})
