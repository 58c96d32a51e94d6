import { describe, expect, it } from 'vitest'
import { DEFAULT_TERMS, type TermKey } from '@/lib/terminology'
import type { RecordOf } from '@/lib/resources'
import {
  consentState,
  pendingSoundingsText,
  responseLabel,
} from '@/lib/market-soundings/market-sounding'
import { paymentTabs, readPaymentTab, tabHref } from './payment-tabs'
import { offeredSort } from './sort-options'
import { taxReliefs } from './tax-relief'

const t = (key: TermKey) => (key === 'awaiting_payment' ? 'Payment Due' : DEFAULT_TERMS[key])

describe('opportunities model', () => {
  it('names the payment tabs as SPEC §4 does, in the tenant’s words', () => {
    expect(paymentTabs(t).map((tab) => tab.label)).toEqual([
      'Reserve An Allocation',
      'My Reserved Allocations',
      'Cash Call - Payment Due',
      'Cash Call - Payment Received',
    ])
    expect(readPaymentTab(new URLSearchParams('tab=awaiting'))).toBe('awaiting')
    expect(readPaymentTab(new URLSearchParams('tab=bogus'))).toBe('reserve')
    expect(tabHref('/investor/investments', 'reserve')).toBe('/investor/investments')
  })

  it('lists an opportunity’s tax reliefs once each, without "none" or other rounds’ options', () => {
    const o = {
      id: 3,
      tax_relief: 'EIS',
      tax_options: [
        { name: 'SEIS', is_active: 1, investment_opportunity_id: 3 },
        { name: 'EIS', is_active: 1, investment_opportunity_id: 3 },
        { name: 'VCT', is_active: 0, investment_opportunity_id: 3 },
        { name: 'IHT', is_active: 1, investment_opportunity_id: null },
      ],
    } as unknown as RecordOf<'investment-opportunities'>
    expect(taxReliefs(o)).toEqual(['EIS', 'SEIS'])
    expect(taxReliefs({ ...o, tax_relief: 'none', tax_options: [] })).toEqual([])
  })

  it('keeps to the offered sorts and words the soundings', () => {
    expect(offeredSort('-target_amount')).toBe('-target_amount')
    expect(offeredSort('-close_date')).toBe('close_date')
    expect(pendingSoundingsText(1)).toBe('You have 1 market sounding awaiting your response')
    expect(pendingSoundingsText(3)).toBe('You have 3 market soundings awaiting your response')
    expect(responseLabel('no_finance')).toBe("Interested - Don't have finance in place")
  })
})

describe('market sounding consent', () => {
  it('is asked until the investor agrees or declines, and a host without consent asks', () => {
    expect(consentState({ agreed_at: null, declined_at: null })).toBe('asked')
    expect(consentState({})).toBe('asked')
    expect(consentState({ agreed_at: '2026-11-01T09:00:00.000000Z', declined_at: null })).toBe(
      'agreed',
    )
    expect(consentState({ agreed_at: null, declined_at: '2026-11-01T09:00:00.000000Z' })).toBe(
      'declined',
    )
  })
})
