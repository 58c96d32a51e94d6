import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Row } from '@/ui'
import type { AttentionKind } from '../model/attention'

/** The rows of "Needs your attention": icon, what to do and why, and the link that does it. */
export const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    align-items: start;
    padding: ${({ theme }) => `${theme.space.sm} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }

  li:first-child {
    padding-top: 0;
  }

  li:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }

  ${({ theme }) => theme.media.up('md')} {
    li {
      grid-template-columns: auto minmax(0, 1fr) auto;
      align-items: center;
    }
  }
`

export const StyledKind = styled.span<{ $kind: AttentionKind }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 18px;
  background: ${({ theme, $kind }) =>
    $kind === 'eligibility' || $kind === 'cash-call'
      ? theme.colours.warningSurface
      : theme.colours.primarySubtle};
  color: ${({ theme, $kind }) =>
    $kind === 'eligibility' || $kind === 'cash-call' ? theme.colours.warning : theme.colours.link};
`

export const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`

export const StyledTitle = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`

export const StyledMuted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`

export const StyledAction = styled(Link)`
  grid-column: 2;
  justify-self: start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.link};
  white-space: nowrap;

  ${({ theme }) => theme.media.up('md')} {
    grid-column: 3;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`

export const StyledFailure = styled(Row)`
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colours.dangerSurface};
  border-radius: ${({ theme }) => theme.radii.md};
`

export const StyledAllSet = styled(Row)`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colours.successSurface};
  border-radius: ${({ theme }) => theme.radii.md};
`

export const StyledAllSetIcon = styled.span`
  display: inline-flex;
  flex: none;
  font-size: 24px;
  color: ${({ theme }) => theme.colours.success};
`

export const StyledAllSetTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`
