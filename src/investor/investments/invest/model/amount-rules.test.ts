import { describe, expect, it } from 'vitest'
import { amountProblem, limitsHint, type AmountLimits } from './amount-rules'

const limits: AmountLimits = { minimum: 1000, maximum: 50_000, increment: 500 }

describe('amountProblem: the opportunity’s limits, in the investor’s words', () => {
  it('asks for an amount when there is none', () => {
    expect(amountProblem(null, limits)).toBe('Enter the amount you would like to invest')
    expect(amountProblem(0, limits)).toBe('Enter an amount greater than £0')
  })

  it('enforces the minimum, the maximum and the increment', () => {
    expect(amountProblem(500, limits)).toBe('The minimum investment is £1,000')
    expect(amountProblem(50_500, limits)).toBe('The maximum investment is £50,000')
    expect(amountProblem(1250, limits)).toBe('Amounts go up in steps of £500')
    expect(amountProblem(1000, limits)).toBeNull()
    expect(amountProblem(50_000, limits)).toBeNull()
  })

  it('treats a missing or zero limit as none and compares in pence', () => {
    const none = { minimum: null, maximum: 0, increment: null }
    expect(amountProblem(12_345.67, none)).toBeNull()
    expect(amountProblem(0.3, { minimum: null, maximum: null, increment: 0.1 })).toBeNull()
  })

  it('lets a holder take up exactly their entitlement, bound by the maximum only', () => {
    const maintain = { choice: 'maintain', entitlement: 32_507.2 } as const
    expect(amountProblem(32_507.2, limits, maintain)).toBeNull()
    expect(amountProblem(30_000, limits, maintain)).toBe(
      'To maintain your holding, invest your entitlement of £32,507.20',
    )
    expect(amountProblem(60_000.4, limits, { choice: 'maintain', entitlement: 60_000.4 })).toBe(
      'The maximum investment is £50,000',
    )
  })

  it('wants more for an increase and less for a decrease, within the usual rules', () => {
    const increase = { choice: 'increase', entitlement: 10_000 } as const
    const decrease = { choice: 'decrease', entitlement: 10_000 } as const
    expect(amountProblem(10_000, limits, increase)).toBe(
      'To increase your holding, invest more than your entitlement of £10,000',
    )
    expect(amountProblem(12_000, limits, increase)).toBeNull()
    expect(amountProblem(12_250, limits, increase)).toBe('Amounts go up in steps of £500')
    expect(amountProblem(10_500, limits, decrease)).toBe(
      'To decrease your holding, invest less than your entitlement of £10,000',
    )
    expect(amountProblem(5000, limits, decrease)).toBeNull()
  })
})

describe('limitsHint', () => {
  it('reads the limits that exist', () => {
    expect(limitsHint(limits)).toBe('Minimum £1,000 · maximum £50,000 · in steps of £500')
    expect(limitsHint({ minimum: null, maximum: null, increment: 100 })).toBe('In steps of £100')
    expect(limitsHint({ minimum: null, maximum: null, increment: null })).toBe('')
  })
})
