import type { InvestorNavItem } from '../../../lib/navigation'

type Section = Exclude<InvestorNavItem['key'], 'overview' | 'logout'>

/** One line per overview card: what the investor will find behind each section. */
export const SECTION_DESCRIPTIONS: Record<Section, string> = {
  investments: 'Browse the opportunities open to you and reserve an allocation.',
  portfolio: 'Follow your holdings, their performance and the reports on each company.',
  news: 'Read the latest updates and reports from the companies you follow.',
  profile: 'Keep your details, documents, security and appropriateness test up to date.',
}

export const isCardSection = (key: InvestorNavItem['key']): key is Section =>
  key !== 'overview' && key !== 'logout'
