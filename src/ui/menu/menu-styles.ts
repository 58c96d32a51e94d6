import styled, { css } from 'styled-components'
import { Link } from 'react-router-dom'

export const StyledMenuRoot = styled.div`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
`

export const StyledMenuPopup = styled.div<{ $align: 'start' | 'end'; $inline: boolean }>`
  ${({ $inline, $align, theme }) =>
    $inline
      ? css`
          align-self: stretch;
        `
      : css`
          position: absolute;
          top: calc(100% + ${theme.space.xs});
          ${$align === 'end' ? 'right: 0;' : 'left: 0;'}
          z-index: ${theme.zIndices.dropdown};
          min-width: 220px;
        `}
  max-width: calc(100vw - ${({ theme }) => theme.space.lg});
  padding: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`

export const StyledMenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`

const item = css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${({ theme }) => theme.layout.controlHeight.md};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colours.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colours.primarySubtle};
    color: ${({ theme }) => theme.colours.text};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: -2px;
  }
`

export const StyledMenuLink = styled(Link)`
  ${item}
`

export const StyledMenuAction = styled.button`
  ${item}
`
