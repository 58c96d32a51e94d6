// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { investorSettingsHost } from '@/admin/settings/test/settings-host'
import { fetchPage } from '@/lib/resources'
import { removeDefaultAssociate } from './default-associates-api'
import { DefaultAssociatesPage } from './default-associates-page'

const host = investorSettingsHost(
  DefaultAssociatesPage,
  '/admin/settings/investor/default-associates',
)
const defaults = () => host.api.host.db.table('default-associates').all()

describe('DefaultAssociatesPage', () => {
  it('lists the seeded associates with their roles, adds one and removes one', async () => {
    await host.open()
    const list = await screen.findByRole('list', { name: 'Default associates' })
    const owner = within(list).getByRole('listitem', { name: 'Alex Morgan' })
    expect(owner).toHaveTextContent('Relationship owner')
    expect(within(list).getByRole('listitem', { name: 'Fiona Campbell' })).toHaveTextContent(
      'Compliance contact',
    )

    const form = screen.getByRole('form', { name: 'Add a default associate' })
    const staff = within(form).getByRole('combobox', { name: 'Staff member' })
    await waitFor(() => expect(within(staff).getAllByRole('option').length).toBeGreaterThan(2))
    // Those already chosen are not offered again.
    expect(within(staff).queryByRole('option', { name: 'Alex Morgan' })).toBeNull()
    await userEvent.selectOptions(staff, 'Daniel Reid')
    await userEvent.click(within(form).getByRole('button', { name: 'Add associate' }))
    const role = within(form).getByRole('textbox', { name: /^Role/ })
    await waitFor(() => expect(role).toHaveAttribute('aria-invalid', 'true'))
    expect(role).toHaveAccessibleDescription(
      expect.stringContaining('The role label field is required.'),
    )

    await userEvent.type(role, 'Investment manager')
    await userEvent.click(within(form).getByRole('button', { name: 'Add associate' }))
    expect(
      await screen.findByText('Daniel Reid will be attached to every new investor.'),
    ).toBeInTheDocument()
    expect(await within(list).findByRole('listitem', { name: 'Daniel Reid' })).toHaveTextContent(
      'Investment manager',
    )
    expect(defaults()).toHaveLength(3)

    await userEvent.click(screen.getByRole('button', { name: 'Remove Alex Morgan' }))
    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: 'Alex Morgan' })).toBeNull(),
    )
    expect(defaults()).toHaveLength(2)
  })

  it('says so when there are none', async () => {
    for (const row of (await fetchPage('default-associates')).data)
      await removeDefaultAssociate(row.id)
    await host.open()
    expect(await screen.findByText('No default associates')).toBeInTheDocument()
  })
})
