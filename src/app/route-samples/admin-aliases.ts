/** A tab's `/{id}/details/{tab}` form: the same page as `/{id}/{tab}`, not opened again. */
const DETAILS_TAB = /^(.*\/:id)\/details\/([a-z-]+)$/

/**
 * Admin patterns that open a page another pattern already samples: a second place for a
 * create page (paths.ts explains the two readings of SPEC §2), and the stages page under its
 * older address. The `/{id}/details/{tab}` forms are recognised by shape (DETAILS_TAB).
 */
export const ADMIN_ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/admin/investors/contacts/new-contact': '/admin/investors/new-contact',
  '/admin/investors/organisations/new-organisation': '/admin/investors/new-organisation',
  '/admin/investors/new-method': '/admin/investors/investment-methods/new-method',
  '/admin/investors/new-nominee': '/admin/investors/nominees/new-nominee',
  '/admin/investments/deals/new-deal': '/admin/investments/new-deal',
  '/admin/investments/new-opportunity': '/admin/investments/opportunities/new-opportunity',
  '/admin/reports/updates/new-update': '/admin/reports/new-update',
  '/admin/settings/pipelines/:id/stages': '/admin/settings/account/pipelines/:id/stages',
}

/** The pattern `pattern` repeats, or null when it is a page of its own. */
export function adminAliasOf(pattern: string): string | null {
  if (pattern in ADMIN_ROUTE_ALIASES) return ADMIN_ROUTE_ALIASES[pattern]
  if (pattern.endsWith('/details/preview')) return null
  const tab = DETAILS_TAB.exec(pattern)
  return tab ? `${tab[1]}/${tab[2]}` : null
}
