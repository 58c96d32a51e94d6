import type { Row } from '@mocks/db/db'
import type { InvestorPageHost } from '@/test/investor-page-host'
import { renderScreen } from '@/test/render-routes'
import { rows } from '@/test/mock-host'
import { InvestorOverviewPage } from '../pages/investor-overview-page'

/** The overview at /investor, as the app mounts it. */
export const openOverview = () => renderScreen('/investor', <InvestorOverviewPage />)

export { rows } from '@/test/mock-host'

/** The investor's cash calls awaiting payment, latest reservation first (the API's order). */
export function awaitingCashCalls(host: InvestorPageHost, email: string): Row[] {
  const me = host.user(email).id
  return rows(
    host,
    'investments',
    (i) => i.user_id === me && i.payment_state === 'cash_call_awaiting' && i.status !== 'cancelled',
  ).sort((a, b) => String(b.reserved_at).localeCompare(String(a.reserved_at)))
}

/** Live opportunities the investor may see (external, invited internal, held), newest first. */
export function latestLive(host: InvestorPageHost, email: string): Row[] {
  const me = host.user(email).id
  const invited = new Set(
    rows(host, 'invitations', (i) => i.user_id === me).map((i) => i.investment_opportunity_id),
  )
  const held = new Set(
    rows(host, 'investments', (i) => i.user_id === me && i.status !== 'cancelled').map(
      (i) => i.investment_opportunity_id,
    ),
  )
  return rows(
    host,
    'investment-opportunities',
    (o) => o.status === 2 || (o.status === 3 && (invited.has(o.id) || held.has(o.id))),
  ).sort(
    (a, b) =>
      String(b.created_at).localeCompare(String(a.created_at)) ||
      String(a.name).localeCompare(String(b.name)),
  )
}
