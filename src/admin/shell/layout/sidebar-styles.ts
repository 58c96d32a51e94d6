import { Link } from 'react-router-dom'
import styled, { css } from 'styled-components'
import { Row } from '@/ui'

export const SIDEBAR_WIDTH = '264px'

/**
 * Desktop: a fixed column on the brand colour. Below lg: an off-canvas drawer, hidden (and
 * out of the tab order) until opened.
 */
export const StyledSidebar = styled.aside<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  width: ${SIDEBAR_WIDTH};
  max-width: 85vw;
  height: 100vh;
  height: 100dvh;
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  box-shadow: ${({ theme, $open }) => ($open ? theme.shadows.lg : 'none')};
  /* Visible at once when opening (so focus can move into it), hidden only once it has slid out. */
  transition:
    transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
    visibility 0s linear ${({ theme, $open }) => ($open ? '0s' : theme.motion.normal)};

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }

  ${({ theme }) => theme.media.up('lg')} {
    position: sticky;
    top: 0;
    z-index: auto;
    max-width: none;
    transform: none;
    visibility: visible;
    box-shadow: none;
    transition: none;
  }
`

/** Under the drawer (one layer below it), over the page: a tap on it closes the drawer. */
export const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: calc(${({ theme }) => theme.zIndices.overlay} - 1);
  background: ${({ theme }) => theme.colours.overlay};

  ${({ theme }) => theme.media.up('lg')} {
    display: none;
  }
`

export const StyledSidebarHead = styled(Row).attrs({
  $nowrap: true,
  $justify: 'space-between',
  $gap: 'xs',
} as const)`
  min-height: 72px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.sm} ${theme.space.lg}`};
`

const onBrandFocus = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.onPrimary};
    outline-offset: 2px;
  }
`

export const StyledBrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.controlHeight.md};
  max-width: 100%;
  color: ${({ theme }) => theme.colours.onPrimary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover {
    color: ${({ theme }) => theme.colours.onPrimary};
  }

  img {
    display: block;
    max-height: 40px;
    max-width: 200px;
  }

  ${onBrandFocus}
`

export const StyledCloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.layout.controlHeight.md};
  height: ${({ theme }) => theme.layout.controlHeight.md};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colours.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colours.primaryHover};
  }

  ${onBrandFocus}

  ${({ theme }) => theme.media.up('lg')} {
    display: none;
  }
`

export const StyledSidebarNav = styled.nav`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
`

export const StyledNavList = styled.ul<{ $nested?: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 2px;
  ${({ $nested, theme }) =>
    $nested &&
    css`
      margin: 2px 0 ${theme.space.xs} ${theme.space.md};
      padding-left: ${theme.space.xs};
      border-left: 1px solid ${theme.colours.primaryHover};
    `}
`

export const StyledNavLink = styled(Link)<{ $active: boolean; $child?: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  min-height: ${({ $child }) => ($child ? '36px' : '40px')};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colours.onPrimary};
  font-size: ${({ theme, $child }) => ($child ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme, $active, $child }) =>
    $active || !$child ? theme.fontWeights.semibold : theme.fontWeights.regular};
  text-decoration: none;
  background: ${({ theme, $active }) => ($active ? theme.colours.primaryActive : 'transparent')};

  &::before {
    content: '';
    position: absolute;
    left: 0;
    top: 8px;
    bottom: 8px;
    width: 3px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $active }) => ($active ? theme.colours.onPrimary : 'transparent')};
  }

  &:hover {
    color: ${({ theme }) => theme.colours.onPrimary};
    background: ${({ theme }) => theme.colours.primaryHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.onPrimary};
    outline-offset: -2px;
  }
`

export const StyledVersion = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colours.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colours.onPrimary};
`
