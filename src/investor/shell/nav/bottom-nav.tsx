import { Link } from 'react-router-dom'
import {
  StyledBottomLabel,
  StyledBottomLink,
  StyledBottomList,
  StyledBottomNav,
} from './bottom-nav-styles'
import { SectionIcon } from './nav-icons'
import type { NavBarProps } from './top-nav'

/** Mobile navigation (SPEC §2): a bar fixed to the bottom, icon above label. */
export function BottomNav({ items, activeKey }: NavBarProps) {
  return (
    <StyledBottomNav aria-label="Investor">
      <StyledBottomList>
        {items.map((item) => (
          <li key={item.key}>
            <StyledBottomLink
              as={Link}
              to={item.to}
              aria-current={item.key === activeKey ? 'page' : undefined}
            >
              <SectionIcon section={item.key} />
              <StyledBottomLabel>{item.label}</StyledBottomLabel>
            </StyledBottomLink>
          </li>
        ))}
      </StyledBottomList>
    </StyledBottomNav>
  )
}
