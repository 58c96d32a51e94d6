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
