import type { RefObject } from 'react'
import type { AdminNavItem } from '@/lib/navigation'
import { useTenantSettings } from '@/lib/tenant'
import { Brand } from './brand'
import { CloseIcon } from './shell-icons'
import { SidebarNav } from './sidebar-nav'
import {
  StyledBrandLink,
  StyledCloseButton,
  StyledSidebar,
  StyledSidebarHead,
  StyledVersion,
} from './sidebar-styles'

export interface SidebarProps {
  id: string
  items: readonly AdminNavItem[]
  pathname: string
  landing: string
  /** The mobile drawer is open (a modal dialog then); ignored on desktop. */
  drawerOpen: boolean
  closeButtonRef: RefObject<HTMLButtonElement | null>
  onClose: () => void
  onNavigate: () => void
}

/** The left column on desktop and the drawer below lg: logo, navigation, app version. */
export function Sidebar({
  id,
  items,
  pathname,
  landing,
  drawerOpen,
  closeButtonRef,
  onClose,
  onNavigate,
}: SidebarProps) {
  const { appVersion } = useTenantSettings()
  const dialog = drawerOpen
    ? ({ role: 'dialog', 'aria-modal': true, 'aria-label': 'Menu' } as const)
    : {}
  return (
    <StyledSidebar id={id} $open={drawerOpen} {...dialog}>
      <StyledSidebarHead>
        <StyledBrandLink to={landing} onClick={onNavigate}>
          <Brand variant="light" />
        </StyledBrandLink>
        <StyledCloseButton
          ref={closeButtonRef}
          type="button"
          aria-label="Close menu"
          onClick={onClose}
        >
          <CloseIcon />
        </StyledCloseButton>
      </StyledSidebarHead>
      <SidebarNav items={items} pathname={pathname} onNavigate={onNavigate} />
      <StyledVersion>Version {appVersion}</StyledVersion>
    </StyledSidebar>
  )
}
