import type { Eligibility, EligibilityBlock } from './eligibility'
import { ATTEMPTS_USED_MESSAGE, CATEGORY_PATH, TEST_MESSAGES, TEST_PATH } from './messages'

/** What the eligibility rules read, already resolved (loading is decided before this). */
export interface EligibilityFacts {
  emailVerified: boolean
  termsAccepted: boolean
  categorised: boolean
  /** The appropriateness test, as useTestState reports it (error: could not be checked). */
  test: 'notRequired' | 'passed' | 'ready' | 'cooldown' | 'exhausted' | 'error'
}

export const BLOCKS = {
  email: {
    kind: 'email',
    message: 'Verify your email address before you invest, using the link we emailed to you.',
    action: { label: 'Verify your email address', to: '/email/verify' },
  },
  terms: {
    kind: 'terms',
    message: 'Accept our latest terms and conditions before you invest.',
    action: { label: 'Read the terms and conditions', to: '/investor/terms' },
  },
  categorisation: {
    kind: 'categorisation',
    message: 'Tell us which type of investor you are before you invest.',
    action: { label: 'Confirm your investor category', to: CATEGORY_PATH },
  },
  appropriateness: {
    kind: 'appropriateness',
    message: TEST_MESSAGES.pending,
    action: { label: 'Take the appropriateness test', to: TEST_PATH },
  },
  cooldown: {
    kind: 'cooldown',
    message: TEST_MESSAGES.cooldown,
    action: { label: 'See when you can retake the test', to: TEST_PATH },
  },
  attempts: { kind: 'attempts', message: ATTEMPTS_USED_MESSAGE },
} as const satisfies Record<string, EligibilityBlock>

/** In the order an investor resolves them: email, terms, category, then the test. */
export function eligibilityFrom(facts: EligibilityFacts): Eligibility {
  const blocks: EligibilityBlock[] = []
  if (!facts.emailVerified) blocks.push(BLOCKS.email)
  if (!facts.termsAccepted) blocks.push(BLOCKS.terms)
  if (!facts.categorised) blocks.push(BLOCKS.categorisation)
  if (facts.test === 'ready' || facts.test === 'error') blocks.push(BLOCKS.appropriateness)
  if (facts.test === 'cooldown') blocks.push(BLOCKS.cooldown)
  if (facts.test === 'exhausted') blocks.push(BLOCKS.attempts)
  return blocks.length ? { status: 'blocked', blocks } : { status: 'eligible', blocks: [] }
}
