// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { switchFlag } from '@/test/mock-host'
import { renderTab, signInAs, startTabHost } from '@/test/tab-host'
import { PromotionStatementTab } from './promotion-statement-tab'

const host = startTabHost()
const db = () => host.api().host.db
const flag = (on: boolean) => switchFlag(db(), 'financial_promotion_exceptions', on)
/** The seed's two statements: made 100 days ago (current) and 400 days ago (lapsed). */
const holders = () =>
  db()
    .table('users')
    .where((u) => u.promotion_exemption_type != null)
    .sort((a, b) =>
      String(b.promotion_exemption_stated_at).localeCompare(
        String(a.promotion_exemption_stated_at),
      ),
    )
const render = (user: Record<string, unknown>) =>
  renderTab(
    <PromotionStatementTab
      subject={{ type: 'users', id: Number(user.id) }}
      record={user as never}
    />,
  )

describe('PromotionStatementTab', () => {
  it('shows the current statement: exemption, wording, date and expiry', async () => {
    await flag(true)
    await signInAs('compliance@example.com')
    const [current] = holders()
    await render(current)
    // The flags load after the first render: wait for the statement itself.
    expect(await screen.findByText('Current')).toBeVisible()
    const card = screen.getByRole('region', { name: 'Financial promotion statement' })
    expect(within(card).getByText('Certified high net worth individual')).toBeVisible()
    expect(within(card).getByText('Expires on')).toBeVisible()
    expect(within(card).getByLabelText('The statement agreed to')).toHaveTextContent(
      String(current.promotion_exemption_statement).split('\n')[0],
    )
  })

  it('marks a lapsed statement expired, with what that means', async () => {
    await flag(true)
    await signInAs('compliance@example.com')
    await render(holders()[1])
    expect(await screen.findByText('Expired')).toBeVisible()
    const card = screen.getByRole('region', { name: 'Financial promotion statement' })
    expect(within(card).getByText('Expired on')).toBeVisible()
    expect(within(card).getByText(/see opportunities as a visitor and cannot invest/)).toBeVisible()
  })

  it('shows no statement with the flag off', async () => {
    await flag(false)
    await signInAs('compliance@example.com')
    await render(holders()[0])
    expect(await screen.findByText(/investors are not asked for a statement/)).toBeVisible()
  })
})
