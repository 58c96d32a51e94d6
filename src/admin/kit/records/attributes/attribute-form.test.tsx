// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '@/test/investor-page-host'
import { renderApp } from '@/app/test/render-app'

const host = investorPageHost('superadmin@example.com')
type Row = Record<string, unknown> & { id: number }
const db = () => host.api.host.db

/** A required select the tenant added for investors (settings → custom attributes). */
const addClientTier = () =>
  db()
    .table<Row>('attributes')
    .insert({
      name: 'Client tier',
      key: 'client_tier',
      type: 'select',
      options: ['Bronze', 'Silver', 'Gold'],
      entity: 'investor',
      form: null,
      description: 'The service level they receive',
      is_required: 1,
      is_locked: 0,
      order: 20,
    })

const valueOf = (attributeId: number, userId: number) =>
  db()
    .table<Row>('attribute-values')
    .first(
      (v) =>
        v.attribute_id === attributeId &&
        v.attributable_type === 'users' &&
        v.attributable_id === userId,
    )?.value

const openEdit = async () => {
  const view = await renderApp('/admin/investors/4/edit')
  await screen.findByRole('heading', { level: 1, name: 'Edit James Whitaker' }, { timeout: 30000 })
  const section = await screen.findByRole('region', { name: 'Additional details' })
  return { ...view, section }
}

describe('custom attributes on the investor form', () => {
  it('shows a required select attribute, checks it, saves its value and shows it on details', async () => {
    const tier = await addClientTier()
    const { router, section } = await openEdit()
    const select = within(section).getByRole('combobox', { name: /Client tier/ })
    expect(select).toBeRequired()
    expect(select).toHaveAccessibleDescription(/The service level they receive/)
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['Bronze', 'Silver', 'Gold']))
    // The questionnaires' questions are not profile fields: not on the form.
    const question = db()
      .table<Row>('attributes')
      .first((a) => a.form !== null)!
    expect(within(section).queryByLabelText(String(question.name))).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription(/The client tier field is required\./),
    )

    await userEvent.selectOptions(select, 'Gold')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(
      await screen.findByText('Changes to James Whitaker saved', {}, { timeout: 20000 }),
    ).toBeInTheDocument()
    expect(valueOf(tier.id, 4)).toBe('Gold')

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/investors/4/details'))
    const details = await screen.findByRole('region', { name: 'Additional details' })
    expect(await within(details).findByText('Gold')).toBeInTheDocument()
    expect(within(details).getByText('Client tier')).toBeInTheDocument()

    // Reopened, the form starts from the value kept.
    await router.navigate('/admin/investors/4/edit')
    await screen.findByRole('heading', { level: 1, name: 'Edit James Whitaker' })
    const again = await screen.findByRole('region', { name: 'Additional details' })
    await waitFor(() =>
      expect(within(again).getByRole('combobox', { name: /Client tier/ })).toHaveValue('Gold'),
    )
  }, 120_000)

  it("puts the host's 422 on the attribute's field, keeping everything typed", async () => {
    const tier = await addClientTier()
    const message = 'The selected Client tier is invalid.'
    host.use(
      mock.put(/\/api\/attribute-values$/, () =>
        HttpResponse.json(
          { message, errors: { [`values.${tier.id}`]: [message] } },
          { status: 422 },
        ),
      ),
    )
    const { router, section } = await openEdit()
    const select = within(section).getByRole('combobox', { name: /Client tier/ })
    await userEvent.selectOptions(select, 'Silver')
    const phone = screen.getByRole('textbox', { name: 'Phone' })
    await userEvent.clear(phone)
    await userEvent.type(phone, '07700 900456')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))

    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'), { timeout: 20000 })
    expect(select).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, '\\.')))
    expect(select).toHaveValue('Silver')
    expect(phone).toHaveValue('07700 900456')
    expect(router.state.location.pathname).toBe('/admin/investors/4/edit')
    expect(valueOf(tier.id, 4)).toBeUndefined()
  }, 120_000)
})
