/**
 * SPEC §3: the user is loaded with these relations on login. A module of its own, free of the
 * HTTP client and config, so `npm run check:host` (a Node script) asks a host for exactly
 * what the app asks for.
 */
export const CURRENT_USER_INCLUDES = [
  'organisations',
  'attributeValues',
  'onboardingDocuments',
  'owner',
  'investmentMethodEntities.investmentMethod',
  'leadInvestmentMethodEntities.investmentMethod',
  'ownershipChoices',
]
