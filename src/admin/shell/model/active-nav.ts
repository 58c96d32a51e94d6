import type { AdminNavItem } from '@/lib/navigation'

const OVERVIEW = '/admin'

const within = (pathname: string, to: string) =>
  to === OVERVIEW ? pathname === OVERVIEW : pathname === to || pathname.startsWith(`${to}/`)

/**
 * The key of the navigation link the page belongs to: the longest link path the pathname sits
 * under, so /admin/investors/contacts/4/details is Contacts, not Investors, while
 * /admin/investors/12/details is Investors. The overview matches only itself.
 */
export function activeNavKey(items: readonly AdminNavItem[], pathname: string): string | null {
  const path = pathname.replace(/(.)\/+$/, '$1')
  let best: AdminNavItem | null = null
  const leaves = items.flatMap((i) => i.children ?? [i])
  for (const leaf of leaves) {
    if (within(path, leaf.to) && (!best || leaf.to.length > best.to.length)) best = leaf
  }
  return best?.key ?? null
}
