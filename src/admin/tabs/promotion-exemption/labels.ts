import type { ExemptionKey } from '@/lib/compliance'

/** The exemptions by key, as the host names them (GET /api/promotion-exemptions). */
export const EXEMPTION_LABELS: Record<ExemptionKey, string> = {
  high_net_worth: 'Certified high net worth individual',
  sophisticated: 'Certified sophisticated investor',
  self_certified_sophisticated: 'Self-certified sophisticated investor',
  restricted: 'Restricted investor',
}

export const exemptionLabel = (key: string | null | undefined) =>
  key ? (EXEMPTION_LABELS[key as ExemptionKey] ?? key) : ''
