// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { investorPageHost, logInAs } from '@/test/investor-page-host'
import { renderApp } from '@/app/test/render-app'

const host = investorPageHost('superadmin@example.com')
type Row = Record<string, unknown> & { id: number }
const attributes = () => host.api.host.db.table<Row>('attributes')
const attr = (key: string) => attributes().first((a) => a.key === key)!
const LIST = '/admin/settings/attributes'
/** The page's title, once the settings chunk has loaded (slow on a busy machine). */
const title = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 30000 })

describe('custom attributes list', () => {
  it('groups the attributes by the records they apply to, each linking to its configuration', async () => {
    await renderApp(LIST)
    expect(await title('Custom Attributes')).toBeInTheDocument()
    const investors = await screen.findByRole('table', { name: 'Custom attributes of investors' })
    expect(screen.getByRole('table', { name: 'Custom attributes of opportunities' })).toBeVisible()
    expect(screen.getByRole('table', { name: 'Custom attributes of funds' })).toBeVisible()
    const link = within(investors).getByRole('link', { name: 'Source of wealth' })
    expect(link).toHaveAttribute('href', `${LIST}/configure/${attr('source_of_wealth').id}`)
    // The questionnaires' questions are not profile fields: they are not listed here.
    const questions = attributes().where((a) => a.form !== null)
    expect(questions.length).toBeGreaterThan(0)
    expect(within(investors).queryByRole('link', { name: String(questions[0]!.name) })).toBeNull()

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Applies to' }), 'fund')
    expect(screen.queryByRole('table', { name: 'Custom attributes of investors' })).toBeNull()
    expect(screen.getByRole('table', { name: 'Custom attributes of funds' })).toBeVisible()
  })

  it('creates an attribute with a key made from its name, going on to a select’s options', async () => {
    const { router } = await renderApp(LIST)
    await title('Custom Attributes')
    await userEvent.click(await screen.findByRole('button', { name: 'New attribute' }))
    const dialog = await screen.findByRole('dialog', { name: 'New attribute' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Client tier')
    expect(within(dialog).getByRole('textbox', { name: 'Key' })).toHaveValue('client_tier')
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'select')
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Applies to' }),
      'investor',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create attribute' }))

    // The first toast of the file loads the toast's own chunk.
    expect(
      await screen.findByText('Custom attribute Client tier created', {}, { timeout: 20000 }),
    ).toBeInTheDocument()
    const created = attr('client_tier')
    expect(created).toMatchObject({ name: 'Client tier', type: 'select', entity: 'investor' })
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`${LIST}/configure/${created.id}`),
    )
  })

  it("puts the host's 422 on the key, keeping what was typed", async () => {
    await renderApp(LIST)
    await title('Custom Attributes')
    await userEvent.click(await screen.findByRole('button', { name: 'New attribute' }))
    const dialog = await screen.findByRole('dialog', { name: 'New attribute' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Introducer')
    const key = within(dialog).getByRole('textbox', { name: 'Key' })
    await userEvent.clear(key)
    await userEvent.type(key, 'introducer')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create attribute' }))
    await waitFor(() => expect(key).toHaveAttribute('aria-invalid', 'true'))
    expect(key).toHaveAccessibleDescription(/already been taken/)
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Introducer')
  })

  it('moves an attribute up its group', async () => {
    const before = [attr('annual_income_band').order, attr('investable_assets').order]
    await renderApp(LIST)
    await title('Custom Attributes')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Move Investable assets (£) up' }),
    )
    await waitFor(() => expect(attr('investable_assets').order).toBe(before[0]))
    expect(attr('annual_income_band').order).toBe(before[1])
    // A locked neighbour is Support's: Super_Admin cannot move past it.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Investable assets (£) up' })).toBeDisabled(),
    )
    expect(screen.getByRole('button', { name: 'Move Annual income band up' })).toBeEnabled()
  })

  it('refuses to delete a locked attribute with the reason, and deletes an unused one', async () => {
    const spare = await attributes().insert({
      name: 'Spare field',
      key: 'spare_field',
      type: 'text',
      entity: 'fund',
      form: null,
      options: null,
      description: null,
      is_required: 0,
      is_locked: 0,
      order: 9,
    })
    await renderApp(LIST)
    await title('Custom Attributes')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Source of wealth' }))
    const refused = await screen.findByRole('dialog', {
      name: 'Source of wealth cannot be deleted',
    })
    expect(refused).toHaveTextContent(
      'Source of wealth is locked: it must be unlocked before it can be deleted.',
    )
    await userEvent.click(within(refused).getByRole('button', { name: 'OK' }))

    await userEvent.click(screen.getByRole('button', { name: 'Delete Spare field' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete Spare field?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete attribute' }))
    expect(await screen.findByText('Custom attribute Spare field deleted')).toBeInTheDocument()
    expect(attributes().find(spare.id)).toBeUndefined()
  })
})

describe('configure a custom attribute', () => {
  it('renames, adds and reorders a select’s options and saves them', async () => {
    const band = attr('annual_income_band')
    await renderApp(`${LIST}/configure/${band.id}`)
    expect(await title('Annual income band')).toBeInTheDocument()
    const first = screen.getByRole('textbox', { name: 'Option 1' })
    await userEvent.clear(first)
    await userEvent.type(first, 'Below £50k')
    await userEvent.type(screen.getByRole('textbox', { name: 'New option' }), 'Over £1m{Enter}')
    await userEvent.click(screen.getByRole('button', { name: 'Move Over £1m up' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove £50k - £100k' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Required' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('Changes to Annual income band saved')).toBeInTheDocument()
    expect(attributes().find(band.id)).toMatchObject({
      options: ['Below £50k', '£100k - £250k', 'Over £1m', 'Over £250k'],
      is_required: 1,
    })
    // Super_Admin has no attributes_lock: the lock is shown, not changeable.
    expect(screen.getByRole('checkbox', { name: 'Locked' })).toBeDisabled()
  })

  it('shows a locked attribute read-only, with why, to Super_Admin', async () => {
    await renderApp(`${LIST}/configure/${attr('source_of_wealth').id}`)
    expect(await title('Source of wealth')).toBeInTheDocument()
    expect(screen.getByRole('note')).toHaveTextContent(
      'This attribute is locked: it is managed by Support, who alone can change or unlock it.',
    )
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull()
  })

  it('lets Support change and unlock a locked attribute', async () => {
    await logInAs('support@example.com')
    const locked = attr('source_of_wealth')
    await renderApp(`${LIST}/configure/${locked.id}`)
    await title('Source of wealth')
    const name = await screen.findByRole('textbox', { name: 'Name' })
    expect(name).toBeEnabled()
    expect(screen.queryByRole('note')).toBeNull()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Locked' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Changes to Source of wealth saved')).toBeInTheDocument()
    expect(attributes().find(locked.id)!.is_locked).toBe(0)
  })

  it('answers an unknown attribute with the 404 page', async () => {
    await renderApp(`${LIST}/configure/99999`)
    expect(
      await screen.findByText(
        "404 - Sorry that page doesn't seem to exist",
        {},
        { timeout: 30000 },
      ),
    ).toBeInTheDocument()
  })
})
