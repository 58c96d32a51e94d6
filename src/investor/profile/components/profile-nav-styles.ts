import { Link } from 'react-router-dom'
import styled, { css } from 'styled-components'

/** Mobile first: one scrolling strip of pills; from lg a card-like vertical list. */
export const StyledNav = styled.nav`
  /* The containing block of the visually hidden group titles (position: absolute): without
     it they sit at their place far along the strip, outside its scroller, and widen the page. */
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 -${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md} ${theme.space.xs}`};
  overflow-x: auto;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;

  /* Bleeds to the screen's edges: the investor shell pads its <main> by md, then lg. */
  ${({ theme }) => theme.media.up('md')} {
    margin: 0 -${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.lg} ${theme.space.xs}`};
  }

  ${({ theme }) => theme.media.up('lg')} {
    position: sticky;
    top: ${({ theme }) => theme.space.lg};
    flex-direction: column;
    gap: ${({ theme }) => theme.space.lg};
    margin: 0;
    padding: ${({ theme }) => theme.space.md};
    overflow: visible;
    background: ${({ theme }) => theme.colours.surface};
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`

export const StyledGroup = styled.div`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.up('lg')} {
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
  }
`

/** Read by assistive technology everywhere; seen only where the list is vertical. */
export const StyledGroupTitle = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;

  ${({ theme }) => theme.media.up('lg')} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip-path: none;
    margin: 0;
    padding: ${({ theme }) => `0 ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colours.textMuted};
  }
`

export const StyledNavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.up('lg')} {
    flex-direction: column;
    gap: 2px;
  }
`

const current = css`
  background: ${({ theme }) => theme.colours.primarySubtle};
  border-color: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

export const StyledNavLink = styled(Link)<{ $nested?: boolean }>`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.controlHeight.md};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  scroll-snap-align: start;

  &:hover {
    background: ${({ theme }) => theme.colours.surfaceHover};
  }

  &[aria-current='page'] {
    ${current}
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.up('lg')} {
    min-height: 36px;
    padding: ${({ theme, $nested }) =>
      `${theme.space.xxs} ${theme.space.sm} ${theme.space.xxs} ${$nested ? theme.space.xl : theme.space.sm}`};
    border-color: transparent;
    border-left: 3px solid transparent;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    white-space: normal;
    overflow-wrap: anywhere;

    &[aria-current='page'] {
      ${current}
      border-color: transparent;
      border-left-color: ${({ theme }) => theme.colours.primary};
    }
  }
`
