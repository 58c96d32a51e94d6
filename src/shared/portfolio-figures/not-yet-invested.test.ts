import { describe, expect, it } from 'vitest'
import type { InvestorStats } from '@/lib/resources'
import { hasNotYetInvested, notYetInvestedOf } from './not-yet-invested'

type Stats = Pick<InvestorStats, 'not_yet_invested'>

describe('notYetInvestedOf', () => {
  it('reads the host’s figures', () => {
    const stats: Stats = {
      not_yet_invested: {
        reserved: 5000,
        reserved_count: 1,
        awaiting_payment: 2500,
        awaiting_payment_count: 2,
      },
    }
    const figures = notYetInvestedOf(stats)
    expect(figures).toEqual({
      reserved: 5000,
      reservedCount: 1,
      awaitingPayment: 2500,
      awaitingPaymentCount: 2,
    })
    expect(hasNotYetInvested(figures)).toBe(true)
  })

  it('reports none, without failing, for a host that leaves the figures out', () => {
    // A host answering 200 with another body (src/app/request-loops.test.tsx) used to crash
    // the overview's figures here.
    for (const stats of [{}, { not_yet_invested: null }, { not_yet_invested: {} }]) {
      const figures = notYetInvestedOf(stats as unknown as Stats)
      expect(hasNotYetInvested(figures)).toBe(false)
    }
  })
})
