// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { investorPageHost, logInAs } from '@/test/investor-page-host'
import { watchRequests } from '@/app/test/render-app'
import { renderHeader } from '../test/opportunity-host'

const host = investorPageHost('superadmin@example.com')
type Opp = { id: number; name: string; status: number; stage: number }
const opps = () => host.api.host.db.table<Opp & Record<string, unknown>>('investment-opportunities')
const first = (status: number, stage: number) =>
  opps().first((o) => o.status === status && o.stage === stage)!

const menuItems = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /Change status/ }))
  return within(screen.getByRole('menu', { name: /Change status/ }))
    .getAllByRole('menuitem')
    .map((b) => b.textContent)
}

describe('OpportunityStatusActions', () => {
  it('offers a draft the two ways to go live, and says what investors will see', async () => {
    const draft = first(1, 1)
    const patches = watchRequests(host, 'patch', `/api/investment-opportunities/${draft.id}`)
    await renderHeader(draft.id, 1)
    expect(await menuItems()).toEqual(['Go Live - External', 'Go Live - Internal'])
    await userEvent.click(screen.getByRole('menuitem', { name: 'Go Live - External' }))
    const dialog = await screen.findByRole('dialog', {
      name: `Go Live - External: ${draft.name}?`,
    })
    expect(dialog).toHaveTextContent(
      "It will appear at once in every eligible investor's Investments page",
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go Live - External' }))
    expect(await screen.findByText(`${draft.name} is now Live - External`)).toBeInTheDocument()
    expect(patches).toEqual([`PATCH /api/investment-opportunities/${draft.id}`])
    expect(opps().find(draft.id)).toMatchObject({ status: 2, stage: 2 })
    // Stage 2 opens the live details, so the page follows the record there.
    expect(
      await screen.findByText(`Page at /admin/investments/opportunities/${draft.id}/details`),
    ).toBeInTheDocument()
  })

  it('says only invited investors will see a Live - Internal one', async () => {
    const draft = first(1, 1)
    await renderHeader(draft.id, 1)
    await menuItems()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Go Live - Internal' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Only the investors you invite will see it',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(opps().find(draft.id)).toMatchObject({ status: 1 })
  })

  it('closes a live one on the same screen, with no new reservations', async () => {
    const live = first(2, 3)
    await renderHeader(live.id, 3)
    expect(await menuItems()).toEqual(['Go Live - Internal', 'Close', 'Move back to Draft'])
    await userEvent.click(screen.getByRole('menuitem', { name: 'Close' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('No new reservations can be made')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close to reservations' }))
    expect(await screen.findByText(`${live.name} is now Closed`)).toBeInTheDocument()
    expect(await screen.findByText('Status 4')).toBeInTheDocument()
    expect(screen.queryByText(/^Page at/)).toBeNull()
  })

  it('completes a closed one and follows it to the existing investments', async () => {
    const closed = first(4, 4)
    await renderHeader(closed.id, 4)
    expect(await menuItems()).toEqual([
      'Mark as Completed',
      'Reopen as Live - External',
      'Reopen as Live - Internal',
    ])
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mark as Completed' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('It moves to Existing investments')
    expect(dialog).toHaveTextContent('each of its investors is told')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Completed' }))
    expect(
      await screen.findByText(`Page at /admin/investments/existing/${closed.id}/details`),
    ).toBeInTheDocument()
    expect(opps().find(closed.id)).toMatchObject({ status: 5, stage: 5 })
  })

  it('clones it and opens the copy’s edit page', async () => {
    const live = first(2, 3)
    await renderHeader(live.id, 3)
    await userEvent.click(await screen.findByRole('button', { name: 'Clone' }))
    const dialog = await screen.findByRole('dialog', { name: `Clone ${live.name}?` })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clone as draft' }))
    const copy = await waitFor(() => opps().first((o) => o.name === `Copy of ${live.name}`)!)
    expect(copy).toMatchObject({ status: 1, stage: 1 })
    expect(
      await screen.findByText(`Page at /admin/investments/opportunities/${copy.id}/edit`),
    ).toBeInTheDocument()
    expect(screen.getByText(`Copy of ${live.name} created as a draft`)).toBeInTheDocument()
  })

  it('offers nothing past Matured, and Clone still', async () => {
    const matured = first(6, 6)
    await renderHeader(matured.id, 6)
    expect(await screen.findByRole('button', { name: 'Clone' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Change status/ })).toBeNull()
  })

  it('shows nothing to a role that may not update the opportunity', async () => {
    await logInAs('manager@example.com')
    const live = first(2, 3)
    await renderHeader(live.id, 3)
    expect(await screen.findByRole('heading', { name: live.name })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Change status/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Clone' })).toBeNull()
  })

  it('lets a role that updates but may not create change status without cloning', async () => {
    await logInAs('custodian@example.com')
    const live = first(2, 3)
    await renderHeader(live.id, 3)
    expect(await screen.findByRole('button', { name: /Change status/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Clone' })).toBeNull()
  })
})
