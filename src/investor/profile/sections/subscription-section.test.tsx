// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setConfigForTests } from '@/lib/config'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { openProfile, pageHeading, rows } from '../test/profile-host'

const host = investorPageHost(INVESTOR)

const payments = () => rows(host, 'payments')
/** Payments made since `count` rows were there (the seed has some). */
const since = (count: number) => payments().slice(count)

describe('Payments and subscription', () => {
  it('asks the host whether it takes payments without creating one, then subscribes', async () => {
    const user = userEvent.setup({ delay: null })
    await openProfile('subscription')
    await pageHeading('Payments and subscription')
    const before = payments().length
    const membership = await screen.findByRole('region', { name: 'Investor club membership' })
    // The availability check (an empty request the host refuses with a 422) created nothing.
    expect(payments()).toHaveLength(before)

    await user.click(within(membership).getByRole('radio', { name: /Monthly: £25\.00 a month/ }))
    await user.click(within(membership).getByRole('button', { name: 'Subscribe' }))
    const receipt = await within(membership).findByRole('region', { name: 'Payment started' })
    expect(within(receipt).getByText('£25.00')).toBeInTheDocument()
    expect(within(receipt).getByText('Awaiting card details')).toBeInTheDocument()
    expect(since(before)).toEqual([
      expect.objectContaining({ type: 'subscription', plan: 'monthly', amount: 25 }),
    ])
  })

  it('puts 422s of a one-off payment on its fields, then takes it', async () => {
    const user = userEvent.setup({ delay: null })
    const before = payments().length
    await openProfile('subscription')
    const single = await screen.findByRole('region', { name: 'Make a one-off payment' })
    await user.click(within(single).getByRole('button', { name: 'Pay' }))
    const amount = within(single).getByRole('textbox', { name: /Amount/ })
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/The amount field is required\./),
    )
    expect(
      within(single).getByRole('textbox', { name: /What is this payment for/ }),
    ).toHaveAccessibleDescription('The description field is required.')

    await user.type(amount, '45')
    await user.type(
      within(single).getByRole('textbox', { name: /What is this payment for/ }),
      'Share certificate',
    )
    await user.click(within(single).getByRole('button', { name: 'Pay' }))
    const receipt = await within(single).findByRole('region', { name: 'Payment started' })
    expect(within(receipt).getByText('Share certificate')).toBeInTheDocument()
    expect(since(before)).toEqual([
      expect.objectContaining({ type: 'single', amount: 45, description: 'Share certificate' }),
    ])
  })

  it('is neither listed nor offered when config.json says the host takes no payments', async () => {
    const before = payments().length
    setConfigForTests({ payments: false })
    try {
      await openProfile('subscription')
      expect(await screen.findByText('Card payments are not available')).toBeInTheDocument()
      const nav = screen.getByRole('navigation', { name: 'Profile sections' })
      expect(within(nav).queryByRole('link', { name: 'Subscription' })).toBeNull()
      expect(payments()).toHaveLength(before)
    } finally {
      setConfigForTests({})
    }
  })
})
