import { describe, expect, it } from 'vitest'
import { eligibilityFrom, type EligibilityFacts } from './eligibility-rules'

const ok: EligibilityFacts = {
  emailVerified: true,
  termsAccepted: true,
  categorised: true,
  test: 'passed',
}
const kinds = (facts: Partial<EligibilityFacts>) =>
  eligibilityFrom({ ...ok, ...facts }).blocks.map((b) => b.kind)

describe('eligibilityFrom', () => {
  it('is eligible when nothing is in the way', () => {
    expect(eligibilityFrom(ok)).toEqual({ status: 'eligible', blocks: [] })
    expect(eligibilityFrom({ ...ok, test: 'notRequired' }).status).toBe('eligible')
  })

  it('lists the blocks in the order an investor resolves them', () => {
    expect(
      kinds({ emailVerified: false, termsAccepted: false, categorised: false, test: 'ready' }),
    ).toEqual(['email', 'terms', 'categorisation', 'appropriateness'])
  })

  it('names one state of the test at a time', () => {
    expect(kinds({ test: 'cooldown' })).toEqual(['cooldown'])
    expect(kinds({ test: 'exhausted' })).toEqual(['attempts'])
    // A result that could not be read still stands in the way, with the way to the test.
    expect(kinds({ test: 'error' })).toEqual(['appropriateness'])
  })

  it('uses the SPEC §8 texts and links to where each is resolved', () => {
    const [pending] = eligibilityFrom({ ...ok, test: 'ready' }).blocks
    expect(pending).toEqual({
      kind: 'appropriateness',
      message: 'You will be ineligible to invest until you have successfully passed the test.',
      action: { label: 'Take the appropriateness test', to: '/investor/profile/appropriateness' },
    })
    expect(eligibilityFrom({ ...ok, test: 'cooldown' }).blocks[0].message).toBe(
      'You will need to wait a further 24 hours before being able to re-attempt the Investor Appropriateness Test.',
    )
  })
})
