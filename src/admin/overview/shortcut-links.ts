import { midSentence } from '@/admin/kit/lists'
import { ADMIN_PATHS, canOpenAdminRoute, settingsTiles, type AdminNavItem } from '@/lib/navigation'
import type { Flags } from '@/lib/settings/flag-names'
import type { Terms } from '@/lib/terminology'
import type { CardLink } from '@/ui/link-card/link-card'

export interface ShortcutCard {
  key: string
  title: string
  to: string
  links: CardLink[]
}

interface Viewer {
  roleId: number | null
  flags: Flags
  terms: Terms
}

/**
 * What an area without sub-areas in the navigation leads to: the settings sections (each to its
 * first page the role may open, as the settings hub's tiles do), the insider register's two
 * lists, and the funds with the fund opportunities raised for them.
 */
function pagesOf(item: AdminNavItem, { roleId, flags, terms }: Viewer): CardLink[] {
  const openable = (links: CardLink[]) =>
    links.filter((l) => canOpenAdminRoute(roleId, flags, l.to))
  switch (item.key) {
    case 'settings':
      return settingsTiles(roleId, flags).map((t) => ({ key: t.key, label: t.title, to: t.to }))
    case 'insider-register':
      // The register's own tab names (admin-insider-register/components/register-tabs.tsx).
      return openable([
        { key: 'soundings', label: 'Market soundings', to: ADMIN_PATHS.insiderRegister },
        { key: 'external', label: 'External insiders', to: ADMIN_PATHS.paDeals },
      ])
    case 'funds':
      return openable([
        { key: 'funds', label: `All ${midSentence(terms.funds)}`, to: ADMIN_PATHS.funds },
        {
          key: 'fund-opportunities',
          label: terms.fund_opportunities,
          to: ADMIN_PATHS.fundOpportunities,
        },
      ])
    default:
      return [{ key: item.key, label: item.label, to: item.to }]
  }
}

/**
 * The overview's shortcut cards: every area of the navigation but the overview itself, each
 * listing what it leads to (a group's sub-areas, or the pages of pagesOf), only what the role
 * may open with the tenant's flags.
 */
export function shortcutCards(nav: readonly AdminNavItem[], viewer: Viewer): ShortcutCard[] {
  return nav
    .filter((item) => item.to !== ADMIN_PATHS.overview)
    .map((item) => ({
      key: item.key,
      title: item.label,
      to: item.to,
      links: item.children
        ? item.children.map((c) => ({ key: c.key, label: c.label, to: c.to }))
        : pagesOf(item, viewer),
    }))
}
