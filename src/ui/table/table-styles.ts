import styled from 'styled-components'
import { eyebrowStyles } from '@/ui/page/section-styles'

export const StyledScroll = styled.div`
  /* The containing block of visually hidden cell text (position: absolute), so that the
     scroller clips it too; else a hidden header in a far column widens a 375 px page. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colours.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`

/** The row checkboxes' column: just the box and its padding, at every width. */
export const SELECT_COLUMN_WIDTH = '44px'

export const StyledTable = styled.table<{ $busy?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.motion.normal};

  th[data-select],
  td[data-select] {
    width: ${SELECT_COLUMN_WIDTH};
    padding-inline: 0;
  }

  caption {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0`};
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

export const StyledTh = styled.th<{ $align: 'left' | 'right' | 'center'; $width?: string }>`
  width: ${({ $width }) => $width ?? 'auto'};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colours.surfaceSubtle};
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  ${eyebrowStyles}
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
`

export const StyledSortButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: ${({ theme }) => `-${theme.space.xxs} -${theme.space.xs}`};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colours.text : 'inherit')};
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colours.text};
    background: ${({ theme }) => theme.colours.surfaceHover};
  }
`

export const StyledTd = styled.td<{ $align: 'left' | 'right' | 'center' }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  color: ${({ theme }) => theme.colours.text};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;

  &[data-total] {
    border-top: 2px solid ${({ theme }) => theme.colours.border};
    border-bottom: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

export const StyledTr = styled.tr<{ $clickable?: boolean }>`
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};

  &:last-child td {
    border-bottom: 0;
  }

  &:hover td {
    background: ${({ theme, $clickable }) => ($clickable ? theme.colours.surfaceHover : 'transparent')};
  }
`
