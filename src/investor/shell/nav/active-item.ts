import { INVESTOR_PATHS, type InvestorNavItem } from '@/lib/navigation'

/**
 * The path each section owns. Profile links to /investor/profile/view but every profile slug
 * (/investor/profile/security, ...) belongs to it, so matching uses the section root.
 */
const SECTION_ROOTS: Record<Exclude<InvestorNavItem['key'], 'logout'>, string> = {
  overview: INVESTOR_PATHS.overview,
  investments: INVESTOR_PATHS.investments,
  portfolio: INVESTOR_PATHS.portfolio,
  news: INVESTOR_PATHS.news,
  profile: '/investor/profile',
}

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, '$1')

/**
 * Whether the item is the section being shown: Overview only on /investor itself, the others
 * on their root and anything below it. Logout is an action, never "current".
 */
export function isActiveItem(item: Pick<InvestorNavItem, 'key'>, pathname: string): boolean {
  if (item.key === 'logout') return false
  const path = withoutTrailingSlash(pathname)
  const root = SECTION_ROOTS[item.key]
  if (item.key === 'overview') return path === root
  return path === root || path.startsWith(`${root}/`)
}

/** The key of the active item, or null on pages outside the navigation (e.g. /investor/terms). */
export function activeItemKey(
  items: readonly InvestorNavItem[],
  pathname: string,
): InvestorNavItem['key'] | null {
  return items.find((item) => isActiveItem(item, pathname))?.key ?? null
}
