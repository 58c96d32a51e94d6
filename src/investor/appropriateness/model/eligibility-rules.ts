import { investBlockKinds, type InvestFacts } from '@/lib/investments'
import type { Eligibility, EligibilityBlock } from './eligibility'
import {
  ATTEMPTS_USED_MESSAGE,
  CATEGORY_APPROVAL_MESSAGES,
  CATEGORY_PATH,
  INTERNATIONAL_AML_MESSAGES,
  INTERNATIONAL_AML_PATH,
  SCREENING_MESSAGES,
  TEST_MESSAGES,
  TEST_PATH,
  PROMOTION_EXEMPTION_MESSAGE,
  PROMOTION_EXEMPTION_PATH,
} from './messages'

/** What the eligibility rules read, already resolved (loading is decided before this). */
export type EligibilityFacts = InvestFacts

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
  categorisationApproval: {
    kind: 'categorisationApproval',
    message: CATEGORY_APPROVAL_MESSAGES.awaiting,
    action: { label: 'See your investor category', to: CATEGORY_PATH },
  },
  categorisationRejected: {
    kind: 'categorisationRejected',
    message: CATEGORY_APPROVAL_MESSAGES.rejected,
    action: { label: 'Choose your investor category again', to: CATEGORY_PATH },
  },
  internationalAml: {
    kind: 'internationalAml',
    message: INTERNATIONAL_AML_MESSAGES.pending,
    action: { label: 'Upload your international check documents', to: INTERNATIONAL_AML_PATH },
  },
  internationalAmlFailed: {
    kind: 'internationalAmlFailed',
    message: INTERNATIONAL_AML_MESSAGES.failed,
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
  promotionExemption: {
    kind: 'promotionExemption',
    message: PROMOTION_EXEMPTION_MESSAGE,
    action: { label: 'Make your statement', to: PROMOTION_EXEMPTION_PATH },
  },
  screening: { kind: 'screening', message: SCREENING_MESSAGES.pending },
  screeningFailed: { kind: 'screeningFailed', message: SCREENING_MESSAGES.failed },
} as const satisfies Record<string, EligibilityBlock>

/** The blocks of the shared rule (the host refuses the same), in the order they are resolved. */
export function eligibilityFrom(facts: EligibilityFacts): Eligibility {
  const blocks: EligibilityBlock[] = investBlockKinds(facts).map((kind) => BLOCKS[kind])
  return blocks.length ? { status: 'blocked', blocks } : { status: 'eligible', blocks: [] }
}
