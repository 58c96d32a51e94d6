import { useId, useRef, type ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { createMenu } from '@/lib/navigation'
import { useTenantSettings } from '@/lib/tenant'
import { useAdminContext } from '@/lib/navigation/use-admin-context'
import { Sidebar } from './sidebar'
import { StyledBackdrop, SIDEBAR_WIDTH } from './sidebar-styles'
import { SkipLink } from './skip-link'
import { TopBar } from './top-bar'
import { useDrawer } from './use-drawer'

export interface AdminLayoutProps {
  /** Where the app puts the admin notifications bell (top bar, beside the account menu). */
  notifications?: ReactNode
}

const MAIN_ID = 'main'

/**
 * The admin portal frame (SPEC §2, §6): the sidebar navigation the role may open (a drawer
 * below lg), a top bar with the create menu, notifications, trial badge and account menu,
 * and the page in <main>. While the drawer is open on a small screen, the rest is inert.
 */
export function AdminLayout({ notifications }: AdminLayoutProps) {
  const { pathname } = useLocation()
  const { user, roleId, flags, nav, landing } = useAdminContext()
  const { isTrial } = useTenantSettings()
  const drawer = useDrawer()
  const drawerId = useId()
  const mainRef = useRef<HTMLElement>(null)

  const onNavigate = () => {
    if (!drawer.open) return
    drawer.closeThenFocus(mainRef.current)
  }

  return (
    <StyledShell>
      <SkipLink target={MAIN_ID} />
      <Sidebar
        id={drawerId}
        items={nav}
        pathname={pathname}
        landing={landing}
        drawerOpen={drawer.open}
        closeButtonRef={drawer.closeButtonRef}
        onClose={drawer.close}
        onNavigate={onNavigate}
      />
      {drawer.open ? <StyledBackdrop aria-hidden="true" onClick={drawer.close} /> : null}
      <StyledColumn inert={drawer.open}>
        <TopBar
          user={user}
          createActions={createMenu(roleId, flags)}
          notifications={notifications}
          isTrial={isTrial}
          landing={landing}
          drawerId={drawerId}
          drawerOpen={drawer.open}
          menuButtonRef={drawer.menuButtonRef}
          onOpenDrawer={drawer.openDrawer}
        />
        <StyledMain id={MAIN_ID} ref={mainRef} tabIndex={-1}>
          <Outlet />
        </StyledMain>
      </StyledColumn>
    </StyledShell>
  )
}

const StyledShell = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colours.background};
  color: ${({ theme }) => theme.colours.text};

  ${({ theme }) => theme.media.up('lg')} {
    display: grid;
    grid-template-columns: ${SIDEBAR_WIDTH} minmax(0, 1fr);
    align-items: start;
  }
`

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 100vh;
`

const StyledMain = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.up('md')} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} ${theme.space.xxl}`};
  }
`
