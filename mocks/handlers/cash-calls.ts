import type { Router } from '../http/router'
import { registerActions } from '../engine/actions'
import { issueCashCall } from './cash-call-issue'
import { cancelInvestment, markPaid } from './cash-call-payments'

export { CASH_CALL_ICON, PAYMENT_RECEIVED_ICON } from './cash-call-shared'

/**
 * Staff cash calls on a live opportunity (the transactions tab): issue a cash call to its
 * reserved investors, mark payments received, cancel a reservation. Each needs
 * `investment_opportunity_live_cash_call` (create to call, update to receive or cancel) and
 * tells each investor affected through a notification.
 */
export function registerCashCallEndpoints(router: Router) {
  registerActions(router, [issueCashCall, markPaid, cancelInvestment])
}
