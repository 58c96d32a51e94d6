// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '@/test/investor-page-host'
import { childRows, graniteledger, openEditor, STAFF } from '../test/content-host'

const host = investorPageHost(STAFF)
const dates = (id: number) => childRows(host, 'key-dates', id)
const region = () => screen.getByRole('region', { name: 'Key dates' })

describe('Key dates editor', () => {
  it('lists dates in date order with no reordering, and adds one', async () => {
    const o = graniteledger(host)
    const before = dates(o.id).length
    await openEditor(o.id)
    const user = userEvent.setup({ delay: null })
    await within(region()).findByRole('list', { name: 'Key dates' })
    expect(within(region()).queryByRole('button', { name: /^Move / })).toBeNull()
    await user.click(within(region()).getByRole('button', { name: 'Add key date' }))
    const form = within(region()).getByRole('form', { name: 'New key date' })
    await user.type(within(form).getByLabelText(/^Label/), 'Second close')
    await user.type(within(form).getByLabelText(/^Date/), '2027-03-31')
    await user.click(within(form).getByRole('button', { name: 'Add key date' }))
    expect(await screen.findByText('Key date added.')).toBeVisible()
    await waitFor(() => expect(dates(o.id)).toHaveLength(before + 1))
    expect(dates(o.id).find((d) => d.label === 'Second close')!.date).toMatch(/^2027-03-31/)
  })

  it('shows the 422 of a missing date on its field and keeps the label', async () => {
    const o = graniteledger(host)
    await openEditor(o.id)
    const user = userEvent.setup({ delay: null })
    await within(region()).findByRole('list', { name: 'Key dates' })
    await user.click(within(region()).getByRole('button', { name: 'Add key date' }))
    const form = within(region()).getByRole('form', { name: 'New key date' })
    await user.type(within(form).getByLabelText(/^Label/), 'Exit window')
    await user.click(within(form).getByRole('button', { name: 'Add key date' }))
    const date = within(form).getByLabelText(/^Date/)
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'))
    expect(within(form).getAllByText('The date field is required.').length).toBeGreaterThan(0)
    expect(within(form).getByLabelText(/^Label/)).toHaveValue('Exit window')
  })
})
