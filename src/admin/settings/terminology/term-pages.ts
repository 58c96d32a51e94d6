import { STAFF_ROLE_NAMES, ROLE_TERM_KEYS } from '@/lib/permissions'
import type { TermKey } from '@/lib/terminology'

/** One terminology page: its settings-nav key (which says where it lives) and the terms it edits. */
export interface TermPage {
  item: 'navigation' | 'opportunities' | 'roles' | 'investor' | 'portfolio-columns' | 'funds'
  description: string
  terms: readonly TermKey[]
}

/**
 * Each term sits on exactly one page, so a word is changed in one place. The navigation page
 * holds the menu words no other page owns; the opportunity, investor and fund words (which are
 * menu items too) sit with their subject.
 */
export const TERM_PAGES: readonly TermPage[] = [
  {
    item: 'navigation',
    description:
      'The menu words of both portals. A change shows at once in the admin navigation, the investor portal’s top and bottom bars, and the page headings that use the word.',
    terms: [
      'overview',
      'investments',
      'portfolio',
      'news',
      'profile',
      'reports',
      'kpis',
      'kpi_portfolio',
      'updates',
      'wip',
      'insider_register',
      'settings',
      'logout',
    ],
  },
  {
    item: 'opportunities',
    description:
      'The words for opportunities and investments, used in navigation, page headings, buttons and the investor’s opportunity pages.',
    terms: [
      'investment',
      'opportunity',
      'opportunities',
      'deal',
      'deals',
      'live_opportunities',
      'existing_investments',
      'industry',
      'performance',
      'key_documents',
      'awaiting_payment',
      'transfer_message',
    ],
  },
  {
    item: 'roles',
    description:
      'What each staff role is called wherever a role is named: the user menu, admin accounts and access messages. What a role may do does not change.',
    terms: STAFF_ROLE_NAMES.map((name) => ROLE_TERM_KEYS[name]),
  },
  {
    item: 'investor',
    description:
      'The words for investors and the records around them, in navigation, list headings and the investor portal.',
    terms: [
      'investor',
      'investors',
      'investor_reference_number',
      'contacts',
      'organisations',
      'organisation_applications',
      'investment_methods',
      'nominees',
    ],
  },
  {
    item: 'portfolio-columns',
    description:
      'The column headers of the investor’s portfolio tables. A portfolio table whose column was given its own label keeps that label.',
    terms: [
      'column_investment',
      'column_investment_date',
      'column_amount',
      'column_shares',
      'column_share_price',
      'column_current_value',
      'column_change',
      'column_tax_relief',
      'column_status',
      'column_payment_reference',
    ],
  },
  {
    item: 'funds',
    description: 'The words for funds, in navigation, headings and the investor’s fund pages.',
    terms: ['funds', 'fund', 'fund_opportunities'],
  },
]

/** Where each term shows, said once under its field (terms not listed need no explanation). */
export const TERM_HINTS: Partial<Record<TermKey, string>> = {
  overview: 'First item of both portals’ navigation.',
  investments: 'Admin menu group and the investor portal’s opportunities page.',
  portfolio: 'Investor navigation and portfolio pages.',
  news: 'Investor navigation and news page.',
  profile: 'Investor navigation and profile pages.',
  reports: 'Admin menu group of KPIs, updates and WIP.',
  logout: 'Last item of the investor navigation.',
  settings: 'Admin menu and the settings pages’ back links.',
  investment: 'One investment, as in a table column or a record heading.',
  opportunity: 'One opportunity.',
  opportunities: 'Opportunities in general.',
  deal: 'One deal in the pipeline.',
  deals: 'The deal pipeline’s menu item and page.',
  transfer_message: 'Shown to an investor after reserving an allocation.',
  investor_reference_number: 'Investor portfolio tables and payment details.',
  column_payment_reference: 'Column of the payment references investors quote when they pay.',
  fund: 'One fund.',
}

export const termPage = (item: TermPage['item']): TermPage =>
  TERM_PAGES.find((p) => p.item === item)!
