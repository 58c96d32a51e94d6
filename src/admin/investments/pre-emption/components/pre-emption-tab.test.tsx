// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Row } from '@mocks/db/db'
import { DEMO_INVESTOR } from '@mocks/seed/people/users'
import { renderTab, signInAs, startTabHost } from '@/test/tab-host'
import { formatGBP } from '@/lib/format'
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

  it('reads each row by one rule: choice, answered date and status never contradict', async () => {
    await signInAs('manager@example.com')
    const record = heldWithOptions()
    const holder = db()
      .table('users')
      .first((u) => u.role_id === 5 && u.id !== DEMO_INVESTOR)!
    const offer = async (entitlement: number, deadline: string, choice: number | null) => {
      const option = await db().table('pre-emption-options').insert({
        investment_opportunity_id: record.id,
        user_id: holder.id,
        current_holding_amount: 1000,
        entitlement_amount: entitlement,
        share_price: null,
        deadline,
        status: 'open',
        created_at: '2099-01-01 09:00:00',
      })
      if (choice !== null)
        await db()
          .table('pre-emption-choices')
          .insert({ user_id: holder.id, pre_emption_option_id: option.id, choice, amount: null })
      return option.id
    }
    // The host keeps no scheduler: these read "open" though two deadlines have passed.
    const ended = await offer(501.25, '2020-01-31', 5)
    const took = await offer(502.25, '2020-01-31', 2)
    const running = await offer(503.25, '2099-12-31', 5)
    await renderTab(tab(record))
    const table = await screen.findByRole('table', { name: "Holders' pre-emption choices" })
    const rowOf = async (id: number) => {
      const o = db().table('pre-emption-options').find(id)!
      const row = (await within(table).findByText(formatGBP(Number(o.entitlement_amount)))).closest(
        'tr',
      )!
      return within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
    }
    // Holder, entitlement, choice, amount, answered, closes, status.
    expect((await rowOf(ended)).slice(2)).toEqual(['No answer', '—', '—', '31 Jan 2020', 'Lapsed'])
    expect((await rowOf(took))[2]).toBe('Maintain')
    expect((await rowOf(took))[6]).toBe('Exercised')
    expect((await rowOf(running)).slice(2)).toEqual([
      'Awaiting answer',
      '—',
      '—',
      '31 Dec 2099',
      'Open',
    ])
  })

  it('offers a round pro rata to the chosen holders in one request, each told at once', async () => {
    await signInAs('superadmin@example.com')
    const user = userEvent.setup({ delay: null })
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
