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

/** Where an investor takes the test and confirms their category (profile slugs, SPEC §2). */
export const TEST_PATH = '/investor/profile/appropriateness'
export const CATEGORY_PATH = '/investor/profile/investor-type'
