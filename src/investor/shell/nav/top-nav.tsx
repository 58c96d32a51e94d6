import { Link } from 'react-router-dom'
import type { InvestorNavItem } from '@/lib/navigation'
import { StyledList, StyledTopLink, StyledTopNav, StyledTrack } from './top-nav-styles'
import { useUnderlineSlide } from './use-underline-slide'

export interface NavBarProps {
  items: readonly InvestorNavItem[]
  activeKey: InvestorNavItem['key'] | null
}

/** Desktop navigation (SPEC §2): a tab row in the header whose underline slides to the tab. */
export function TopNav({ items, activeKey }: NavBarProps) {
  const listRef = useUnderlineSlide(activeKey)
  return (
    <StyledTopNav aria-label="Investor">
      <StyledTrack>
        <StyledList ref={listRef}>
          {items.map((item) => (
            <li key={item.key}>
              <StyledTopLink
                as={Link}
                to={item.to}
                aria-current={item.key === activeKey ? 'page' : undefined}
                data-nav-key={item.key}
              >
                {item.label}
              </StyledTopLink>
            </li>
          ))}
        </StyledList>
      </StyledTrack>
    </StyledTopNav>
  )
}
