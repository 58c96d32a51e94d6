/** The host's reasons for a price (mocks' SHARE_PRICE_REASONS; openapi SharePrice.reason). */
export const SHARE_PRICE_REASONS = ['round', 'valuation', 'secondary'] as const
export type SharePriceReason = (typeof SHARE_PRICE_REASONS)[number]

export const REASON_LABELS: Record<SharePriceReason, string> = {
  round: 'Funding round',
  valuation: 'Revaluation',
  secondary: 'Secondary sale',
}

export const reasonLabel = (reason: unknown) =>
  REASON_LABELS[reason as SharePriceReason] ?? String(reason ?? '')
