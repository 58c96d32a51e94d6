import type { QueryKey } from '@tanstack/react-query'
import { resourceKeys } from '@/lib/resources'
import { sessionKeys } from '@/lib/session'
import type { NotificationData } from '../api/types'

/** Icons (SPEC §3 data.icon) of notifications that say an investment changed. */
const INVESTMENT_ICONS = new Set([
  'investment_opportunity_invested',
  'investment_opportunity_cash_call',
  'investment_opportunity_payment_received',
])

/**
 * Icons of staff's decisions the investor's standing (who may invest) is read from: their
 * category (categorisation approval), their screening, their international check.
 */
const STANDING_ICONS = new Set([
  'investor_category_decision',
  'user_screening_decision',
  'international_aml_decision',
])

/**
 * The server state a live notification says is stale: an investment reserved, cash-called,
 * paid or cancelled (its data names the investment) moves the investor's payment tabs and
 * portfolio and the opportunity's raised amount, so those lists are read again on arrival
 * rather than waiting for the next visit; an update report published to them refreshes the news.
 */
export function staleOnArrival(data: Pick<NotificationData, 'icon'> & Record<string, unknown>) {
  const keys: QueryKey[] = []
  if ((data.icon && INVESTMENT_ICONS.has(data.icon)) || data.investment_id != null) {
    keys.push(resourceKeys('investments').all, resourceKeys('investment-opportunities').all)
  }
  // A published update: the investor's news (keyed under reports) shows it at once.
  if (data.icon === 'update_reports') keys.push(resourceKeys('reports').all)
  // A certificate was issued: the tax page, pack and holding card (read with the investments).
  if (data.icon === 'tax_certificate')
    keys.push(resourceKeys('investments').all, resourceKeys('tax-certificates').all)
  // Staff decided on a step that gates investing: the portal reads its standing off the user.
  if (data.icon && STANDING_ICONS.has(data.icon)) keys.push(sessionKeys.user())
  return keys
}
