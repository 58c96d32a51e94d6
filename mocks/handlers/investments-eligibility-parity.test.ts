import { describe, expect, it } from 'vitest'
import {
  categoryOutstanding,
  investBlockKinds,
  termsOutstanding,
  testStandingOf,
  type InvestFacts,
} from '../../src/lib/investments/invest-eligibility'
import { eligibilityFrom } from '../../src/investor/appropriateness/model/eligibility-rules'
import { attemptState } from '../../src/investor/appropriateness/model/attempts'
import { needsCategorisation } from '../../src/investor/appropriateness/hooks/use-test-state'
import { needsTerms } from '../../src/lib/session'

/**
 * The host refuses by src/lib/investments/invest-eligibility.ts; the portal gates by the
 * appropriateness feature's rules. Until the feature delegates to the shared module, these
 * cases hold the two to the same answers, so the gate on screen and the refusal cannot drift.
 */
const TESTS: InvestFacts['test'][] = [
  'notRequired',
  'passed',
  'ready',
  'cooldown',
  'exhausted',
  'error',
]

describe('the host’s eligibility rule is the portal’s', () => {
  it('blocks for the same reasons, in the same order', () => {
    for (const emailVerified of [true, false])
      for (const termsAccepted of [true, false])
        for (const categorised of [true, false])
          for (const test of TESTS) {
            const facts = { emailVerified, termsAccepted, categorised, test }
            expect(investBlockKinds(facts), JSON.stringify(facts)).toEqual(
              eligibilityFrom(facts).blocks.map((b) => b.kind),
            )
          }
  })

  it('reads the terms, the category and the test’s attempts as the portal does', () => {
    const settings = (v: unknown) => ({ terms: { terms_version: v } }) as never
    for (const accepted of [null, 0, 1, '1', 2, 'x'])
      for (const current of [undefined, 1, 2, '3'])
        expect(
          termsOutstanding({ accepted_terms_version: accepted as never }, settings(current)),
        ).toBe(needsTerms({ accepted_terms_version: accepted as never }, settings(current)))

    const users = [
      { role_id: 5, investor_category_id: 2, category_confirmed_at: '2026-01-01' },
      { role_id: 5, investor_category_id: null, category_confirmed_at: '2026-01-01' },
      { role_id: 5, investor_category_id: 2, category_confirmed_at: null },
      { role_id: 1, investor_category_id: null, category_confirmed_at: null },
    ]
    for (const user of users)
      for (const popups of [true, false])
        expect(categoryOutstanding(user, popups)).toBe(needsCategorisation(user as never, popups))

    const now = Date.parse('2026-11-01T09:00:00Z')
    for (const passed of [true, false])
      for (const tries of [0, 1, 3])
        for (const retryAt of [null, '2026-11-01T08:00:00.000000Z', '2026-11-01T10:00:00.000000Z'])
          for (const allowed of [3, 9999]) {
            const s = { passed, tries, retryAt, allowed }
            expect(testStandingOf(s, now), JSON.stringify(s)).toBe(attemptState(s, false, now).kind)
          }
  })
})
