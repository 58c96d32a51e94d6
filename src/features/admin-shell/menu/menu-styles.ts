import styled from 'styled-components'
import { Link } from 'react-router-dom'

export const StyledMenuRoot = styled.div`
  position: relative;
  display: inline-flex;
`

export const StyledMenuPopup = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 220px;
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

export const StyledMenuItem = styled(Link)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.controlHeight.md};
  padding: 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colours.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  white-space: nowrap;

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
