import { describe, expect, it } from 'vitest'
import { notificationIcon } from './icon'

describe('notificationIcon', () => {
  it.each([
    ['update_reports', 'update-report'],
    ['investment_opportunity_invested', 'investment-made'],
    ['investment_opportunity_transition_existing', 'existing-investment'],
    ['investment_opportunity_invited', 'invitation'],
    ['investment_opportunity_cash_call', 'cash-call'],
    ['investment_opportunity_payment_received', 'payment-received'],
    ['tax_certificate', 'tax-certificate'],
  ])('%s -> %s', (icon, key) => {
    expect(notificationIcon(icon)).toBe(key)
  })

  it.each([null, undefined, '', 'something_new', 'toString', '__proto__'])('%s -> info', (icon) => {
    expect(notificationIcon(icon)).toBe('info')
  })
})
