import { Icon } from '@/ui'
import type { ReactNode } from 'react'
import type { InvestorNavItem } from '@/lib/navigation'

const OverviewIcon = () => (
  <Icon>
    <path d="M4 10.5L12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1z" />
  </Icon>
)

const InvestmentsIcon = () => (
  <Icon>
    <path d="M4 17l5-5 4 4 7-7" />
    <path d="M15 9h5v5" />
  </Icon>
)

const PortfolioIcon = () => (
  <Icon>
    <path d="M12 3.5a8.5 8.5 0 1 0 8.5 8.5H12z" />
    <path d="M15 3.8A8.5 8.5 0 0 1 20.2 9H15z" />
  </Icon>
)

const NewsIcon = () => (
  <Icon>
    <rect x="4" y="4.5" width="13" height="15" rx="1.5" />
    <path d="M17 8.5h2.5a.5.5 0 0 1 .5.5v8.5a2 2 0 0 1-2 2H6" />
    <path d="M7.5 8.5h6M7.5 12h6M7.5 15.5h4" />
  </Icon>
)

const ProfileIcon = () => (
  <Icon>
    <circle cx="12" cy="8.5" r="3.75" />
    <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
  </Icon>
)

const LogoutIcon = () => (
  <Icon>
    <path d="M14 4.5H6.5a1 1 0 0 0-1 1v13a1 1 0 0 0 1 1H14" />
    <path d="M16 8l4 4-4 4M20 12H10" />
  </Icon>
)

const ICONS: Record<InvestorNavItem['key'], () => ReactNode> = {
  overview: OverviewIcon,
  investments: InvestmentsIcon,
  portfolio: PortfolioIcon,
  news: NewsIcon,
  profile: ProfileIcon,
  logout: LogoutIcon,
}

/** The icon of an investor section (bottom bar, overview cards). */
export function SectionIcon({ section }: { section: InvestorNavItem['key'] }) {
  const Icon = ICONS[section]
  return <Icon />
}
