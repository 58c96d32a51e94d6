// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '@/test/investor-page-host'
import { renderApp, watchRequests } from '@/app/test/render-app'
import { chooseSourceOfWealth, typeInvestor } from './new-investor-form'

/** Creator (SPEC §6): investors index and create only, no show, no update, no delete. */
const host = investorPageHost('creator@example.com')

describe('Creator and investor records', () => {
  it('creates an investor and, not allowed to open it, lands on the list', async () => {
    const sent = watchRequests(host, 'post', '/api/auth/manual-register')
    const { router } = await renderApp('/admin/investors/new-investor')
    expect(await screen.findByRole('heading', { level: 1, name: 'New investor' })).toBeVisible()
    await typeInvestor('Oliver', 'Grant', 'oliver.grant@example.com')
    await chooseSourceOfWealth()
    await userEvent.click(screen.getByRole('button', { name: 'Create investor' }))

    expect(await screen.findByText('Investor Oliver Grant created')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/investors'))
    expect(sent).toHaveLength(1)
    const created = host.api.host.db
      .table<Record<string, unknown> & { id: number }>('users')
      .first((u) => u.email === 'oliver.grant@example.com')
    expect(created).toMatchObject({ name: 'Oliver', surname: 'Grant', role_id: 5 })
    expect(screen.queryByText("You don't have access to this page")).toBeNull()
  })

  it("is refused an investor's record page", async () => {
    await renderApp('/admin/investors/4/details')
    expect(await screen.findByText("You don't have access to this page")).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'James Whitaker' })).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Investor sections' })).toBeNull()
  })

  it('is refused the edit page too', async () => {
    await renderApp('/admin/investors/4/edit')
    expect(await screen.findByText("You don't have access to this page")).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull()
  })
})
