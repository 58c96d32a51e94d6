import type { Row } from '@mocks/db/db'
import userEvent from '@testing-library/user-event'
import { screen } from '@testing-library/react'
import { INVESTOR, renderPage, type InvestorPageHost } from '@/test/investor-page-host'
import { InvestPage } from '../pages/invest-page'
import { InvestorTypePage } from '../pages/investor-type-page'

/** Both invest routes, as src/app mounts them. */
export const INVEST_ROUTES = [
  { path: '/investor/investments/:slug/investor-type', element: <InvestorTypePage /> },
  { path: '/investor/investments/:slug/invest', element: <InvestPage /> },
]

export const renderInvest = (at: string) => renderPage({ at, routes: INVEST_ROUTES })

export const table = (host: InvestorPageHost, name: string) => host.api.host.db.table<Row>(name)

/** Does the user hold a non-cancelled investment in the opportunity? */
export const holds = (host: InvestorPageHost, userId: number, oppId: number) =>
  table(host, 'investments').first(
    (i) =>
      i.user_id === userId && i.investment_opportunity_id === oppId && i.status !== 'cancelled',
  ) !== undefined

/** A Live - External opportunity the user has never invested in (not even cancelled). */
export function freshLiveOpportunity(
  host: InvestorPageHost,
  userId: number,
  extra: (opp: Row) => boolean = () => true,
): Row {
  const investments = table(host, 'investments')
  const opp = table(host, 'investment-opportunities').first(
    (o) =>
      o.status === 2 &&
      !investments.first((i) => i.user_id === userId && i.investment_opportunity_id === o.id) &&
      extra(o),
  )
  if (!opp) throw new Error('seed: no fresh live opportunity for the test')
  return opp
}

/** The opportunity has an active tax option of its own and active intent terms. */
export const hasTaxAndTerms = (host: InvestorPageHost) => (o: Row) =>
  table(host, 'tax-options').first(
    (t) => t.investment_opportunity_id === o.id && t.is_active === 1 && t.name !== 'none',
  ) !== undefined &&
  table(host, 'intent-terms').first(
    (t) => t.investment_opportunity_id === o.id && t.is_active === 1,
  ) !== undefined

export const money = (n: unknown) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: Number(n) % 1 === 0 ? 0 : 2,
  }).format(Number(n))

/** A fresh live opportunity with a tax relief of its own and intent terms, opened to invest in. */
export async function openInvest(host: InvestorPageHost) {
  const me = host.user(INVESTOR).id
  const opp = freshLiveOpportunity(host, me, hasTaxAndTerms(host))
  const user = userEvent.setup({ delay: null })
  const view = await renderInvest(`/investor/investments/${opp.slug}/invest?as=individual`)
  await screen.findByLabelText('Investment amount')
  return { me, opp, user, view }
}

type User = ReturnType<typeof userEvent.setup>

/** Fills the details step as an investor would, then asks to review. */
export async function fillAndReview(
  user: User,
  { amount, tax, terms }: { amount?: string; tax?: RegExp | string; terms?: boolean },
) {
  if (amount !== undefined) {
    const field = screen.getByLabelText('Investment amount')
    await user.clear(field)
    await user.type(field, amount)
  }
  if (tax) await user.click(screen.getByRole('radio', { name: tax }))
  if (terms)
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the investment terms' }),
    )
  await user.click(screen.getByRole('button', { name: /^Review/ }))
}

/** The demo investor's open pre-emption option: answered (the seed answers one) or not. */
export function demoOption(host: InvestorPageHost, answered: boolean) {
  const me = host.user(INVESTOR).id
  const choices = table(host, 'pre-emption-choices')
  const option = table(host, 'pre-emption-options').first(
    (o) =>
      o.user_id === me &&
      o.status === 'open' &&
      (choices.first((c) => c.pre_emption_option_id === o.id) !== undefined) === answered,
  )!
  const opp = table(host, 'investment-opportunities').find(
    Number(option.investment_opportunity_id),
  )!
  const choice = choices.first((c) => c.pre_emption_option_id === option.id)
  return { me, option, opp, choice }
}
