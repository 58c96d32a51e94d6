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

/** Where an investor takes the test and confirms their category (profile slugs, SPEC §2). */
export const TEST_PATH = '/investor/profile/appropriateness'
export const CATEGORY_PATH = '/investor/profile/investor-type'
