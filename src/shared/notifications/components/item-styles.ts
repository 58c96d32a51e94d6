import { Link } from 'react-router-dom'
import styled, { css } from 'styled-components'
import { Stack } from '@/ui'

export const StyledItem = styled.li`
  /* The last one keeps its rule too: it marks where the (height-capped) list ends. */
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: -2px;
  }
`

/** The whole row is the control (link or button); a read item without a target is plain. */
export const rowStyles = css<{ $unread: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: none;
  background: ${({ theme, $unread }) => ($unread ? theme.colours.primarySubtle : 'transparent')};
  color: ${({ theme }) => theme.colours.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
`

export const interactiveStyles = css`
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &:hover {
    background: ${({ theme }) => theme.colours.surfaceHover};
    color: ${({ theme }) => theme.colours.text};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: -2px;
  }
`

export const StyledRowButton = styled.button<{ $unread: boolean }>`
  ${rowStyles}
  ${interactiveStyles}
`

export const StyledRowLink = styled(Link)<{ $unread: boolean }>`
  ${rowStyles}
  ${interactiveStyles}
`

export const StyledRowAnchor = styled.a<{ $unread: boolean }>`
  ${rowStyles}
  ${interactiveStyles}
`

export const StyledRowStatic = styled.div<{ $unread: boolean }>`
  ${rowStyles}
`

export const StyledIconChip = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colours.surfaceSubtle};
  border: 1px solid ${({ theme }) => theme.colours.border};
  color: ${({ theme }) => theme.colours.link};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

export const StyledText = styled(Stack).attrs({ as: 'span', $gap: 'xxs' } as const)`
  flex: 1 1 auto;
  min-width: 0;
`

export const StyledMessage = styled.span<{ $unread: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  font-weight: ${({ theme, $unread }) =>
    $unread ? theme.fontWeights.semibold : theme.fontWeights.regular};
  overflow-wrap: anywhere;
`

export const StyledMeta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colours.textMuted};
`

export const StyledDot = styled.span`
  flex: none;
  width: 10px;
  height: 10px;
  margin-top: 6px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colours.primary};
`
