// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DEFAULT_TERMS } from '@/lib/terminology'
import { INVESTOR, investorPageHost, mockSettings } from '@/test/investor-page-host'
import { fillAndReview, openInvest, table } from '../test/invest-kit'

const host = investorPageHost(INVESTOR)

const termsBox = () =>
  screen.queryByRole('checkbox', { name: 'I have read and accept the investment terms' })
const bankDetails = () => screen.getByRole('region', { name: 'Payment details' })

describe('InvestPage and the tenant’s flags', () => {
  it('shows tax relief, intent terms and every payment detail with the flags on', async () => {
    const { opp } = await openInvest(host)
    expect(screen.getByRole('group', { name: /Which tax relief/ })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'No tax relief' })).toBeInTheDocument()
    expect(termsBox()).toBeInTheDocument()
    const terms = table(host, 'intent-terms').first(
      (t) => t.investment_opportunity_id === opp.id && t.is_active === 1,
    )!
    expect(screen.getByRole('region', { name: String(terms.title) })).toBeInTheDocument()

    const details = bankDetails()
    expect(within(details).getByText(DEFAULT_TERMS.transfer_message)).toBeInTheDocument()
    for (const [label, value] of [
      ['Payee', opp.payee],
      ['Sort code', opp.bank_sort_code],
      ['Account number', opp.bank_account_number],
      ['IBAN', opp.bank_iban],
      ['SWIFT/BIC', opp.bank_swift],
      ['Payment reference', 'Given when your allocation is reserved'],
    ]) {
      expect(within(details).getByText(String(label))).toBeInTheDocument()
      expect(within(details).getByText(String(value))).toBeInTheDocument()
    }
  })

  it('leaves out tax relief and intent terms when their flags are off, and sends neither', async () => {
    await mockSettings({ tax: 0, termsConditions: 0 })
    const { me, opp } = await openInvest(host)
    expect(screen.queryByRole('group', { name: /Which tax relief/ })).toBeNull()
    expect(termsBox()).toBeNull()
    const user = userEvent.setup({ delay: null })
    await fillAndReview(user, { amount: String(opp.minimum_investment) })
    await user.click(await screen.findByRole('button', { name: 'Confirm investment' }))
    await screen.findByRole('heading', { level: 1, name: 'Your allocation is reserved' })
    const made = table(host, 'investments').first(
      (i) => i.user_id === me && i.investment_opportunity_id === opp.id,
    )!
    // The host derives the relief from the opportunity; no intent is recorded.
    expect(made.tax_option).toBe(opp.tax_relief)
    expect(
      table(host, 'intents').first(
        (i) => i.user_id === me && i.investment_opportunity_id === opp.id,
      ),
    ).toBeUndefined()
  })

  it('hides the bank details, or the payee and reference, as the hide flags say', async () => {
    await mockSettings({ hideBankDetails: 1 })
    const { opp } = await openInvest(host)
    expect(within(bankDetails()).queryByText('Sort code')).toBeNull()
    expect(within(bankDetails()).queryByText('IBAN')).toBeNull()
    expect(within(bankDetails()).getByText(String(opp.payee))).toBeInTheDocument()
  })

  it('hides the payee and the payment reference with hide payment reference on', async () => {
    await mockSettings({ hidePaymentReference: 1, internationalBankDetails: 0 })
    const { opp } = await openInvest(host)
    const details = bankDetails()
    expect(within(details).queryByText('Payee')).toBeNull()
    expect(within(details).queryByText('Payment reference')).toBeNull()
    expect(within(details).queryByText('IBAN')).toBeNull()
    expect(within(details).getByText(String(opp.bank_sort_code))).toBeInTheDocument()
  })

  it('uses the tenant’s transfer message', async () => {
    await mockSettings({
      navigation: JSON.stringify({ transfer_message: 'Pay within 7 days of the cash call.' }),
    })
    await openInvest(host)
    expect(
      within(bankDetails()).getByText('Pay within 7 days of the cash call.'),
    ).toBeInTheDocument()
  })
})
