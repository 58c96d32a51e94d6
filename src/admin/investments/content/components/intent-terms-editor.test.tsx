// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { investorPageHost, mockSettings } from '@/test/investor-page-host'
import { childRows, graniteledger, openEditor, STAFF } from '../test/content-host'

const host = investorPageHost(STAFF)
const terms = (id: number) => childRows(host, 'intent-terms', id)
const region = () => screen.getByRole('region', { name: 'Investment terms' })

describe('Investment terms editor', () => {
  it('publishes a new version of the terms, the one investors are asked to accept', async () => {
    await mockSettings({ termsConditions: 1 })
    const o = graniteledger(host)
    const newest = Math.max(0, ...terms(o.id).map((t) => Number(t.version)))
    await openEditor(o.id)
    const user = userEvent.setup({ delay: null })
    await user.click(
      await within(await screen.findByRole('region', { name: 'Investment terms' })).findByRole(
        'button',
        { name: 'Add terms version' },
      ),
    )
    const form = within(region()).getByRole('form', { name: 'New terms version' })
    await user.type(within(form).getByLabelText(/^Title/), 'Subscription terms 2027')
    await user.click(within(form).getByRole('button', { name: 'Add terms version' }))
    const body = within(form).getByLabelText(/^Terms/)
    await waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'))
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Subscription terms 2027')
    await user.type(body, 'You subscribe for the shares at the round price.')
    await user.click(within(form).getByRole('button', { name: 'Add terms version' }))
    expect(await screen.findByText('Terms version added.')).toBeVisible()
    await waitFor(() =>
      expect(terms(o.id).find((t) => t.title === 'Subscription terms 2027')?.version).toBe(
        newest + 1,
      ),
    )
  })

  it('is not offered while the tenant has investment terms off', async () => {
    await mockSettings({ termsConditions: 0 })
    const o = graniteledger(host)
    await openEditor(o.id)
    await screen.findByRole('region', { name: 'Key dates' })
    expect(screen.queryByRole('region', { name: 'Investment terms' })).toBeNull()
  })
})
