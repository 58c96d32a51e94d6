import { LOGOUT_PATH } from '@/lib/api/unauthorised'
import { DEFAULT_TERMS, type TermKey, type Terms } from '@/lib/terminology/defaults'

export const INVESTOR_PATHS = {
  overview: '/investor',
  investments: '/investor/investments',
  portfolio: '/investor/portfolio',
  news: '/investor/news',
  profile: '/investor/profile/view',
  terms: '/investor/terms',
} as const

export interface InvestorNavItem {
  key: 'overview' | 'investments' | 'portfolio' | 'news' | 'profile' | 'logout'
  label: string
  to: string
}

type PageKey = Exclude<InvestorNavItem['key'], 'logout'>

/** SPEC §2: the top/bottom bar order for each portfolio-display setting. */
const ORDERS: Record<0 | 1 | 2, readonly PageKey[]> = {
  0: ['overview', 'investments', 'portfolio', 'news', 'profile'],
  1: ['portfolio', 'investments', 'profile'],
  2: ['investments', 'portfolio', 'profile'],
}

/**
 * The investor portal navigation for the tenant's portfolio display (0 default, 1, 2), ending
 * with Logout (the /api/logout page). Whether it shows at all depends on the user's verified
 * email: see investorNavVisible.
 */
export function investorNav(
  portfolioDisplay: number | null | undefined,
  terms: Terms = DEFAULT_TERMS,
): InvestorNavItem[] {
  const order =
    portfolioDisplay === 1 || portfolioDisplay === 2 ? ORDERS[portfolioDisplay] : ORDERS[0]
  const pages = order.map((key) => ({
    key,
    label: terms[key satisfies TermKey],
    to: INVESTOR_PATHS[key],
  }))
  return [...pages, { key: 'logout', label: terms.logout, to: LOGOUT_PATH }]
}

/** SPEC §2/§6: investor navigation shows only once the email is verified. */
export function investorNavVisible(user: { email_verified_at?: string | null } | null | undefined) {
  return Boolean(user?.email_verified_at)
}
