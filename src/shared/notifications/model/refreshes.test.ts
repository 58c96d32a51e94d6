import { describe, expect, it } from 'vitest'
import { resourceKeys } from '@/lib/resources'
import { sessionKeys } from '@/lib/session'
import { staleOnArrival } from './refreshes'

describe('staleOnArrival', () => {
  it.each([
    'investment_opportunity_cash_call',
    'investment_opportunity_payment_received',
    'investment_opportunity_invested',
  ])('%s: the investments and opportunities lists', (icon) => {
    expect(staleOnArrival({ icon })).toEqual([['investments'], ['investment-opportunities']])
  })

  it('a notification naming an investment (a cancellation) refreshes them too', () => {
    expect(staleOnArrival({ icon: null, investment_id: 4 })).toHaveLength(2)
  })

  it.each([null, 'investment_opportunity_invited'])('%s: nothing', (icon) => {
    expect(staleOnArrival({ icon })).toEqual([])
  })

  it('update_reports: the reports, so the investor news shows the update at once', () => {
    expect(staleOnArrival({ icon: 'update_reports' })).toEqual([resourceKeys('reports').all])
  })

  it.each(['investor_category_decision', 'user_screening_decision', 'international_aml_decision'])(
    '%s: the signed-in user, whose standing staff decided on',
    (icon) => {
      expect(staleOnArrival({ icon })).toEqual([sessionKeys.user()])
    },
  )

  it('tax_certificate: the investments the tax page reads, and the certificates', () => {
    expect(staleOnArrival({ icon: 'tax_certificate' })).toEqual([
      resourceKeys('investments').all,
      resourceKeys('tax-certificates').all,
    ])
  })
})
