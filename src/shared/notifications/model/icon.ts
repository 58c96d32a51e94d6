/** What a notification's icon shows; the UI maps each key to an actual icon component. */
export type NotificationIconKey =
  | 'update-report'
  | 'investment-made'
  | 'existing-investment'
  | 'invitation'
  | 'cash-call'
  | 'payment-received'
  | 'tax-certificate'
  | 'info'

/**
 * SPEC §3 icon types (data.icon) and the key each one shows; the cash call and its receipt
 * (openapi/paths/cash-calls.yaml) are the host's additions in the same naming.
 */
const ICONS = new Map<string, NotificationIconKey>([
  ['update_reports', 'update-report'],
  ['investment_opportunity_invested', 'investment-made'],
  ['investment_opportunity_transition_existing', 'existing-investment'],
  ['investment_opportunity_invited', 'invitation'],
  ['investment_opportunity_cash_call', 'cash-call'],
  ['investment_opportunity_payment_received', 'payment-received'],
  // Issue 29: an EIS3/SEIS3 certificate was issued to the investor.
  ['tax_certificate', 'tax-certificate'],
])

/** data.icon -> icon key; anything else (unknown, empty, null) gets the default 'info'. */
export function notificationIcon(icon: string | null | undefined): NotificationIconKey {
  return (icon && ICONS.get(icon)) || 'info'
}
