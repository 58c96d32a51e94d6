// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Row } from '../../../../mocks/db/db'
import { DEMO_INVESTOR } from '../../../../mocks/seed/people/users'
import { renderTab, signInAs, startTabHost } from '../../admin-investor-tabs/test/tab-host'
import { PreEmptionTab } from './pre-emption-tab'

const host = startTabHost()
const db = () => host.api().host.db

/** An existing investment the demo investor holds, with earlier pre-emption options on it. */
function heldWithOptions(): Row {
  return db()
    .table('investment-opportunities')
    .first(
      (o) =>
        Number(o.stage) >= 5 &&
        db()
          .table('pre-emption-options')
          .first((p) => p.investment_opportunity_id === o.id && p.user_id === DEMO_INVESTOR) !==
          undefined,
    )!
}

const tab = (record: Row) => (
  <PreEmptionTab
    record={record as Row & { id: number }}
    subject={{ type: 'investment-opportunities', id: record.id }}
  />
)

describe('PreEmptionTab', () => {
  it("lists holders' offers with their recorded choice, amount and status", async () => {
    await signInAs('manager@example.com')
    const record = heldWithOptions()
    await renderTab(tab(record))
    const table = await screen.findByRole('table', { name: "Holders' pre-emption choices" })
    await within(table).findAllByText('James Whitaker')
    const row = within(table).getAllByText('James Whitaker')[0].closest('tr')!
    expect(within(row).getByText(/Open|Closed|Exercised|Lapsed/)).toBeInTheDocument()
    const labels = ['Maintain', 'Increase', 'Decrease', 'Do not take up', 'No answer yet']
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells.some((t) => labels.includes(t ?? ''))).toBe(true)
    // Investment managers may show existing investments but not update them: nothing to offer.
    expect(screen.queryByRole('button', { name: 'Offer a follow-on round' })).toBeNull()
  })

  it('offers a round pro rata to the chosen holders in one request, each told at once', async () => {
    await signInAs('superadmin@example.com')
    const user = userEvent.setup()
    const record = heldWithOptions()
    const before = db().table('pre-emption-options').count()
    await renderTab(tab(record))
    await user.click(await screen.findByRole('button', { name: 'Offer a follow-on round' }))
    const dialog = await screen.findByRole('dialog', { name: 'Offer a follow-on round' })
    const holders = await within(dialog).findByRole('table', { name: 'Holders offered the round' })
    const boxes = within(holders).getAllByRole('checkbox', { name: /^Select (?!all)/ })

    // No deadline: caught before sending, on the field.
    await user.click(within(dialog).getByRole('button', { name: /^Offer to \d+ holders?$/ }))
    expect(await within(dialog).findByLabelText(/Offer closes on/)).toHaveAccessibleDescription(
      /Choose the date the offer closes/,
    )

    expect(within(dialog).getByLabelText(/Size of the round/)).toHaveAccessibleDescription(
      /Enter the size of the round, or each holder's entitlement/,
    )
    await user.type(within(dialog).getByLabelText(/Size of the round/), '100000')
    await user.type(within(dialog).getByLabelText(/Offer closes on/), '2099-12-31')
    // Only the demo investor: untick everyone else.
    for (const box of boxes)
      if (!box.getAttribute('aria-label')?.includes('James Whitaker')) await user.click(box)
    const mine = within(holders).getByRole('textbox', { name: 'Entitlement for James Whitaker' })
    expect((mine as HTMLInputElement).value).not.toBe('')
    await user.clear(mine)
    await user.type(mine, '4321')
    await user.click(within(dialog).getByRole('button', { name: 'Offer to 1 holder' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('The round was offered to 1 holder.')).toBeInTheDocument()

    expect(db().table('pre-emption-options').count()).toBe(before + 1)
    const made = db()
      .table('pre-emption-options')
      .where((o) => o.investment_opportunity_id === record.id)
      .at(-1)!
    expect(made).toMatchObject({ user_id: DEMO_INVESTOR, entitlement_amount: 4321, status: 'open' })
    const told = db()
      .table('notifications')
      .where((n) => n.notifiable_id === DEMO_INVESTOR)
      .at(-1)!
    expect(String((told.data as { message: string }).message)).toMatch(/pre-emption offer/)
    // Typing through a holders' table on a shared machine: more than the default 20s.
  }, 60_000)
})
