// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '@/test/investor-page-host'
import { childRows, graniteledger, openEditor, STAFF } from '../test/content-host'

const host = investorPageHost(STAFF)
const points = (id: number) => childRows(host, 'key-points', id)
const region = () => screen.getByRole('region', { name: 'Key points' })
const list = async () => within(region()).findByRole('list', { name: 'Key points' })

describe('Key points editor', () => {
  it('adds, edits and deletes a key point, each saved on its own', async () => {
    const o = graniteledger(host)
    const before = points(o.id).length
    await openEditor(o.id)
    const user = userEvent.setup({ delay: null })
    await list()

    await user.click(within(region()).getByRole('button', { name: 'Add key point' }))
    const form = within(region()).getByRole('form', { name: 'New key point' })
    await user.type(within(form).getByLabelText(/^Title/), 'Profitable since 2024')
    await user.type(within(form).getByLabelText('Detail'), 'Three years of growth.')
    await user.click(within(form).getByRole('button', { name: 'Add key point' }))
    expect(await screen.findByText('Key point added.')).toBeVisible()
    await waitFor(() => expect(points(o.id)).toHaveLength(before + 1))
    const added = points(o.id).at(-1)!
    expect(added).toMatchObject({ title: 'Profitable since 2024', body: 'Three years of growth.' })
    expect(added.order).toBeGreaterThanOrEqual(before)

    await user.click(
      await within(region()).findByRole('button', { name: 'Edit Profitable since 2024' }),
    )
    const edit = within(region()).getByRole('form', { name: 'Edit Profitable since 2024' })
    await user.clear(within(edit).getByLabelText(/^Title/))
    await user.type(within(edit).getByLabelText(/^Title/), 'Profitable since 2023')
    await user.click(within(edit).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Key point saved.')).toBeVisible()
    await waitFor(() =>
      expect(host.api.host.db.table('key-points').find(added.id)!.title).toBe(
        'Profitable since 2023',
      ),
    )

    await user.click(
      await within(region()).findByRole('button', { name: 'Delete Profitable since 2023' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Delete this key point?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('The key point was deleted.')).toBeVisible()
    await waitFor(() => expect(points(o.id)).toHaveLength(before))
  })

  it('shows the host’s 422 on its field and keeps what was typed', async () => {
    const o = graniteledger(host)
    await openEditor(o.id)
    const user = userEvent.setup({ delay: null })
    await list()
    await user.click(within(region()).getByRole('button', { name: 'Add key point' }))
    const form = within(region()).getByRole('form', { name: 'New key point' })
    await user.type(within(form).getByLabelText('Detail'), 'A body without a title')
    await user.click(within(form).getByRole('button', { name: 'Add key point' }))
    const title = within(form).getByLabelText(/^Title/)
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'))
    expect(within(form).getAllByText('The title field is required.').length).toBeGreaterThan(0)
    expect(within(form).getByLabelText('Detail')).toHaveValue('A body without a title')
    await waitFor(() => expect(title).toHaveFocus())
  })

  it('reorders from the keyboard with move up/down, saving each row’s order', async () => {
    const o = graniteledger(host)
    const [first, second] = points(o.id)
    expect(second).toBeDefined()
    await openEditor(o.id)
    const user = userEvent.setup({ delay: null })
    const items = async () =>
      within(await list())
        .getAllByRole('listitem')
        .map((li) => within(li).getByRole('heading').textContent)
    expect((await items()).slice(0, 2)).toEqual([first.title, second.title])

    const down = within(region()).getByRole('button', { name: `Move ${String(first.title)} down` })
    down.focus()
    await user.keyboard('{Enter}')
    // Shown at once, before the host answers.
    expect((await items()).slice(0, 2)).toEqual([second.title, first.title])
    expect(down).toHaveFocus()
    await waitFor(() =>
      expect(
        points(o.id)
          .map((p) => p.id)
          .slice(0, 2),
      ).toEqual([second.id, first.id]),
    )
    // At the top the move-up button says it cannot move, and keeps the focus.
    const up = within(region()).getByRole('button', { name: `Move ${String(second.title)} up` })
    expect(up).toHaveAttribute('aria-disabled', 'true')
  })
})
