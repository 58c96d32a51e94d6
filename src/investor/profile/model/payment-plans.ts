/**
 * The investor club plans the subscription endpoint sells (openapi/paths/investments.yaml:
 * "Plans: monthly £25.00, annual £250.00"). The host sets the price; these are for display.
 */
export const SUBSCRIPTION_PLANS = [
  { value: 'monthly', name: 'Monthly', amount: 25, period: 'a month' },
  { value: 'annual', name: 'Annual', amount: 250, period: 'a year' },
] as const

export type PlanValue = (typeof SUBSCRIPTION_PLANS)[number]['value']
