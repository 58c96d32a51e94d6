import styled, { css } from 'styled-components'

export const StyledTabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  scrollbar-width: thin;
`

/** One look for button tabs and link tabs; `$selected` or aria-current marks the active one. */
export const tabStyles = css`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.space.xs};
    right: ${({ theme }) => theme.space.xs};
    bottom: -1px;
    height: 3px;
    border-radius: ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0 0;
    background: transparent;
    transition: background-color ${({ theme }) => theme.motion.normal};
  }

  &:hover {
    color: ${({ theme }) => theme.colours.text};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  &:disabled {
    color: ${({ theme }) => theme.colours.disabledText};
    cursor: not-allowed;
  }
`

export const selectedTabStyles = css`
  color: ${({ theme }) => theme.colours.link};

  &::after {
    background: ${({ theme }) => theme.colours.link};
  }
`

export const StyledTab = styled.button<{ $selected: boolean }>`
  ${tabStyles}
  ${({ $selected }) => ($selected ? selectedTabStyles : '')}
`

export const StyledTabPanel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 4px;
  }
`

export const StyledLinkTabList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};

  a {
    ${tabStyles}
  }

  a[aria-current='page'] {
    ${selectedTabStyles}
  }
`

/** A tab strip and, while it scrolls, its buttons (TabStrip). */
export const StyledStrip = styled.div`
  display: flex;
  align-items: stretch;
  min-width: 0;
`

/** Holds the scrolling list; its edges fade where tabs are hidden beyond them. */
export const StyledStripViewport = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-width: 0;

  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 1px;
    z-index: 1;
    width: ${({ theme }) => theme.space.lg};
    opacity: 0;
    pointer-events: none;
    transition: opacity ${({ theme }) => theme.motion.fast};
  }

  &::before {
    left: 0;
    background: linear-gradient(to right, ${({ theme }) => theme.colours.background}, transparent);
  }

  &::after {
    right: 0;
    background: linear-gradient(to left, ${({ theme }) => theme.colours.background}, transparent);
  }

  &[data-hidden-start]::before,
  &[data-hidden-end]::after {
    opacity: 1;
  }

  /* A tab reached by the keyboard stops clear of the fades. */
  > [role='tablist'],
  > ul {
    scroll-padding-inline: ${({ theme }) => theme.space.lg};
  }
`

export const StyledStripButton = styled.button<{ $side: 'start' | 'end' }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  min-height: 44px;
  padding: 0;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  background: transparent;
  color: ${({ theme }) => theme.colours.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colours.surfaceHover};
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colours.disabledText};
    background: transparent;
    cursor: default;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`
