import type { ReactNode, RefObject } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import type { CreateAction } from '@/lib/navigation'
import type { CurrentUser } from '@/lib/session'
import { Button, Row } from '@/ui'
import { Brand } from './brand'
import { CreateMenuButton } from './create-menu-button'
import { MenuIcon } from './shell-icons'
import { UserMenu } from './user-menu'

export interface TopBarProps {
  user: CurrentUser | null
  createActions: readonly CreateAction[]
  notifications?: ReactNode
  isTrial: boolean
  landing: string
  drawerId: string
  drawerOpen: boolean
  menuButtonRef: RefObject<HTMLButtonElement | null>
  onOpenDrawer: () => void
}

/** The bar above every admin page: menu (below lg), create, notifications, trial, account. */
export function TopBar({
  user,
  createActions,
  notifications,
  isTrial,
  landing,
  drawerId,
  drawerOpen,
  menuButtonRef,
  onOpenDrawer,
}: TopBarProps) {
  return (
    <StyledTopBar>
      <StyledMenuToggle
        ref={menuButtonRef}
        variant="secondary"
        icon={<MenuIcon />}
        aria-expanded={drawerOpen}
        aria-controls={drawerId}
        onClick={onOpenDrawer}
      >
        Menu
      </StyledMenuToggle>
      <StyledMobileBrand to={landing}>
        <Brand variant="dark" />
      </StyledMobileBrand>
      <CreateMenuButton actions={createActions} />
      <StyledEnd $nowrap $align="center" $gap="xs">
        {notifications}
        {isTrial ? <StyledTrial>Trial</StyledTrial> : null}
        {user ? <UserMenu user={user} /> : null}
      </StyledEnd>
    </StyledTopBar>
  )
}

const StyledTopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colours.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};

  ${({ theme }) => theme.media.up('md')} {
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  }
`

const StyledMenuToggle = styled(Button)`
  ${({ theme }) => theme.media.up('lg')} {
    display: none;
  }
`

const StyledMobileBrand = styled(Link)`
  display: none;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.controlHeight.md};
  margin-right: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colours.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  img {
    display: block;
    max-height: 32px;
    max-width: 160px;
  }

  ${({ theme }) => theme.media.up('sm')} {
    display: inline-flex;
  }

  ${({ theme }) => theme.media.up('lg')} {
    display: none;
  }
`

const StyledEnd = styled(Row)`
  margin-left: auto;

  ${({ theme }) => theme.media.up('md')} {
    gap: ${({ theme }) => theme.space.sm};
  }
`

const StyledTrial = styled.span`
  display: inline-flex;
  align-items: center;
  height: 24px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.warning};
  color: ${({ theme }) => theme.colours.onWarning};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`
