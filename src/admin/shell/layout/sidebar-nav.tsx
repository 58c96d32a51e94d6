import type { AdminNavItem } from '@/lib/navigation'
import { activeNavKey } from '../model/active-nav'
import { StyledNavLink, StyledNavList, StyledSidebarNav } from './sidebar-styles'

export interface SidebarNavProps {
  items: readonly AdminNavItem[]
  pathname: string
  /** Called when a link is followed (the drawer closes then). */
  onNavigate?: () => void
}

/**
 * The admin navigation (SPEC §2) in its order: groups link to their first permitted child and
 * list their children beneath. The page's own link is aria-current="page"; its group is
 * "page" too when the group link leads to that same page, else "true" (the current section),
 * so a screen reader never calls a link to another page "current page".
 */
export function SidebarNav({ items, pathname, onNavigate }: SidebarNavProps) {
  const activeKey = activeNavKey(items, pathname)
  return (
    <StyledSidebarNav aria-label="Admin">
      <StyledNavList>
        {items.map((item) => {
          const activeChild = item.children?.find((c) => c.key === activeKey)
          const groupCurrent = activeChild ? (activeChild.to === item.to ? 'page' : 'true') : null
          const current = item.children ? groupCurrent : item.key === activeKey ? 'page' : null
          return (
            <li key={item.key}>
              <StyledNavLink
                to={item.to}
                aria-current={current ?? undefined}
                // A group's highlight is its current child's; a top-level page shows its own.
                $active={!item.children && current !== null}
                onClick={onNavigate}
              >
                {item.label}
              </StyledNavLink>
              {item.children ? (
                <StyledNavList $nested>
                  {item.children.map((child) => (
                    <li key={child.key}>
                      <StyledNavLink
                        to={child.to}
                        aria-current={child.key === activeKey ? 'page' : undefined}
                        $active={child.key === activeKey}
                        $child
                        onClick={onNavigate}
                      >
                        {child.label}
                      </StyledNavLink>
                    </li>
                  ))}
                </StyledNavList>
              ) : null}
            </li>
          )
        })}
      </StyledNavList>
    </StyledSidebarNav>
  )
}
