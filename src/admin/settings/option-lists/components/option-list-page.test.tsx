// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { investorPageHost, renderPage } from '@/test/investor-page-host'
import { industries } from '../lists'
import { OptionListPage } from './option-list-page'

const host = investorPageHost('superadmin@example.com')

type Row = Record<string, unknown> & { id: number; name: string; order: number }
const table = () => host.api.host.db.table<Row>('industries')
const inOrder = () => [...table().all()].sort((a, b) => a.order - b.order)
const opportunities = () => host.api.host.db.table<Row>('investment-opportunities')
const used = () =>
  inOrder().find((i) =>
    opportunities()
      .all()
      .some((o) => o.industry_id === i.id),
  )!
const unused = () =>
  inOrder().find(
    (i) =>
      !opportunities()
        .all()
        .some((o) => o.industry_id === i.id) &&
      !host.api.host.db
        .table<Row>('pipeline-deals')
        .all()
        .some((d) => d.industry_id === i.id),
  )

const open = () =>
  renderPage({
    at: '/admin/settings/attributes/industries',
    routes: [
      {
        path: '/admin/settings/attributes/industries',
        element: (
          <main>
            <OptionListPage config={industries} />
          </main>
        ),
      },
    ],
  })

const names = async () => {
  const list = await screen.findByRole('table', { name: /industries, in the order/i })
  return within(list)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1].textContent)
}

afterEach(async () => {
  await http.delete('/__mock/faults')
})

describe('OptionListPage', () => {
  it('lists the rows in their order under the page title, with the declared columns', async () => {
    await open()
    expect(await screen.findByRole('heading', { level: 1, name: 'Industries' })).toBeVisible()
    expect(await names()).toEqual(inOrder().map((i) => i.name))
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent)
    expect(headers).toEqual(['Order', 'Name', 'Description', 'Actions'])
  })

  it('adds a row in a dialog, keeping what was typed when the host refuses a field', async () => {
    const user = userEvent.setup({ delay: null })
    await open()
    await names()
    await user.click(screen.getByRole('button', { name: 'New industry' }))
    const dialog = await screen.findByRole('dialog', { name: 'New industry' })
    const name = within(dialog).getByRole('textbox', { name: /^Name/ })
    const taken = inOrder()[0].name
    await user.type(name, taken)
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Kept text')
    await user.click(within(dialog).getByRole('button', { name: 'Add industry' }))
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining('The name has already been taken.'),
    )
    expect(name).toHaveValue(taken)
    expect(within(dialog).getByRole('textbox', { name: /Description/ })).toHaveValue('Kept text')

    await user.clear(name)
    await user.type(name, 'Space technology')
    await user.click(within(dialog).getByRole('button', { name: 'Add industry' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText('Industry “Space technology” added.')).toBeVisible()
    await waitFor(async () => expect((await names()).at(-1)).toBe('Space technology'))
    expect(table().first((i) => i.name === 'Space technology')?.description).toBe('Kept text')
  })

  it('edits a row', async () => {
    const user = userEvent.setup({ delay: null })
    await open()
    const first = inOrder()[0]
    await user.click(await screen.findByRole('button', { name: `Edit “${first.name}”` }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit industry' })
    const name = within(dialog).getByRole('textbox', { name: /^Name/ })
    expect(name).toHaveValue(first.name)
    await user.clear(name)
    await user.type(name, 'Renamed sector')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(async () => expect((await names())[0]).toBe('Renamed sector'))
    expect(table().find(first.id)?.name).toBe('Renamed sector')
  })

  it('moves a row from the keyboard: announced, focus following, saved', async () => {
    const user = userEvent.setup({ delay: null })
    await open()
    const [a, b] = inOrder()
    const down = await screen.findByRole('button', { name: `Move “${a.name}” down` })
    down.focus()
    await user.keyboard('{Enter}')
    expect((await names()).slice(0, 2)).toEqual([b.name, a.name])
    expect(screen.getByRole('status')).toHaveTextContent(`“${a.name}” moved to position 2 of`)
    expect(screen.getByRole('button', { name: `Move “${a.name}” down` })).toHaveFocus()
    await waitFor(() =>
      expect(
        inOrder()
          .slice(0, 2)
          .map((i) => i.id),
      ).toEqual([b.id, a.id]),
    )

    // Up to the top: Move up is then disabled, so focus goes to Move down.
    await user.click(screen.getByRole('button', { name: `Move “${a.name}” up` }))
    expect((await names())[0]).toBe(a.name)
    expect(screen.getByRole('button', { name: `Move “${a.name}” up` })).toBeDisabled()
    expect(screen.getByRole('button', { name: `Move “${a.name}” down` })).toHaveFocus()
  })

  it('puts the order back when the host refuses it', async () => {
    const user = userEvent.setup({ delay: null })
    await http.post('/__mock/faults', { path: '/api/industries/reorder', status: 500, times: 1 })
    await open()
    const [a, b] = inOrder()
    await user.click(await screen.findByRole('button', { name: `Move “${a.name}” down` }))
    expect(
      await screen.findByText(
        `The new order could not be saved. “${a.name}” is back at position 1.`,
        {
          selector: '[role="status"]',
        },
      ),
    ).toBeInTheDocument()
    expect((await names()).slice(0, 2)).toEqual([a.name, b.name])
    expect(inOrder()[0].id).toBe(a.id)
  })

  it('shows the host’s refusal of a row still in use, and deletes an unused one', async () => {
    const user = userEvent.setup({ delay: null })
    const free = unused() ?? (await table().insert({ name: 'Unused', slug: 'unused', order: 99 }))
    await open()
    const busy = used()
    await user.click(await screen.findByRole('button', { name: `Delete “${busy.name}”` }))
    let dialog = await screen.findByRole('dialog', { name: 'Delete industry' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^This industry is used by \d+ opportunit(y|ies).* and cannot be deleted\.$/,
    )
    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(table().find(busy.id)).toBeDefined()

    await user.click(screen.getByRole('button', { name: `Delete “${free.name}”` }))
    dialog = await screen.findByRole('dialog', { name: 'Delete industry' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(table().find(free.id)).toBeUndefined())
    await waitFor(async () => expect(await names()).not.toContain(free.name))
  })

  it('offers a retry when the list fails to load, and says when there is none', async () => {
    const user = userEvent.setup({ delay: null })
    await http.post('/__mock/faults', {
      path: '/api/industries',
      method: 'GET',
      status: 500,
      times: 1,
    })
    await open()
    await user.click(await screen.findByRole('button', { name: /try again|retry/i }))
    expect(await names()).toHaveLength(inOrder().length)
  })

  it('shows the empty state with the create action', async () => {
    for (const row of [...table().all()]) table().delete(row.id)
    await open()
    expect(await screen.findByText('No industries yet')).toBeVisible()
    expect(screen.getAllByRole('button', { name: 'New industry' }).length).toBeGreaterThan(0)
  })
})
