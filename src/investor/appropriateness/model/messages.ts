/** SPEC §8: the appropriateness test's messages, word for word. */
export const TEST_MESSAGES = {
  passed: 'Congratulations you have successfully completed the test.',
  failed: 'Unfortunately, you have not passed the test.',
  pending: 'You will be ineligible to invest until you have successfully passed the test.',
  cooldown:
    'You will need to wait a further 24 hours before being able to re-attempt the Investor Appropriateness Test.',
} as const

/** What the host answers when no attempts are left (openapi compliance.yaml, AnswersRefused). */
export const ATTEMPTS_USED_MESSAGE =
  'You have used all of your attempts at the Investor Appropriateness Test. Please contact us to discuss your options.'

/** With categorisation approval on: the investor's category before staff approve it. */
export const CATEGORY_APPROVAL_MESSAGES = {
  awaiting:
    'Your investor category is awaiting approval by our compliance team. You can invest once it is approved; we will let you know our decision.',
  rejected:
    'Your investor category was not approved. Read our reason and choose your investor category again before you invest.',
} as const

/** With international AML on: a non-UK investor's enhanced due-diligence check. */
export const INTERNATIONAL_AML_MESSAGES = {
  pending:
    'As you live outside the UK, we must complete an enhanced due-diligence check before you invest. Upload the documents it asks for; you can invest once our compliance team has passed it.',
  failed:
    'You did not pass our international check, so you cannot invest. Please contact us to discuss it.',
} as const

/** Where a non-UK investor uploads the international check's documents (profile slug). */
export const INTERNATIONAL_AML_PATH = '/investor/profile/identity'

/**
 * With user screening on: the identity and sanctions checks. Neutral on purpose: an investor
 * is never told that they matched a sanctions list (no tipping off).
 */
export const SCREENING_MESSAGES = {
  pending:
    'We are checking your identity, as we must before anyone invests. There is nothing you need to do; you can invest once our checks are complete, and we will let you know.',
  failed:
    'We could not complete our identity checks, so you cannot invest at the moment. Please contact us to discuss it.',
} as const

/** Where an investor takes the test and confirms their category (profile slugs, SPEC §2). */
export const TEST_PATH = '/investor/profile/appropriateness'
export const CATEGORY_PATH = '/investor/profile/investor-type'

/**
 * With financial promotion exemptions on: no statement in the last 12 months. Every
 * opportunity's page asks for it, so the way forward is the list of opportunities.
 */
export const PROMOTION_EXEMPTION_MESSAGE =
  'State which financial promotion exemption applies to you before you invest: open any opportunity to make your statement. A statement lasts 12 months.'
export const PROMOTION_EXEMPTION_PATH = '/investor/investments'
