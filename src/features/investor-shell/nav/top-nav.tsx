import { Link } from 'react-router-dom'
import type { InvestorNavItem } from '../../../lib/navigation'
import {
  StyledIndicator,
  StyledList,
  StyledTopLink,
  StyledTopNav,
  StyledTrack,
} from './top-nav-styles'
import { useActiveIndicator } from './use-active-indicator'

export interface NavBarProps {
  items: readonly InvestorNavItem[]
  activeKey: InvestorNavItem['key'] | null
}

/** Desktop navigation (SPEC §2): a tab row in the header with one sliding underline. */
export function TopNav({ items, activeKey }: NavBarProps) {
  const { trackRef, indicatorRef } = useActiveIndicator(activeKey)
  return (
    <StyledTopNav aria-label="Investor">
      <StyledTrack ref={trackRef}>
        <StyledList>
          {items.map((item) => (
            <li key={item.key}>
              <StyledTopLink
                as={Link}
                to={item.to}
                aria-current={item.key === activeKey ? 'page' : undefined}
              >
                {item.label}
              </StyledTopLink>
            </li>
          ))}
        </StyledList>
        <StyledIndicator ref={indicatorRef} data-testid="nav-indicator" aria-hidden="true" />
      </StyledTrack>
    </StyledTopNav>
  )
}
