import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Row, Stack } from '@/ui'

/** The opportunity card's look (opportunity-card.tsx). */

export const StyledCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow ${({ theme }) => theme.motion.normal},
    border-color ${({ theme }) => theme.motion.normal};

  &:hover {
    border-color: ${({ theme }) => theme.colours.borderStrong};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  &:has(a:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`

export const StyledBody = styled(Stack)`
  flex: 1;
  padding: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.up('md')} {
    padding: ${({ theme }) => theme.space.lg};
  }
`

export const StyledIndustry = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`

export const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`

/** Stretched over the card, so the whole card is the link's target. */
export const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colours.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }

  &:hover {
    color: ${({ theme }) => theme.colours.link};
  }
`

export const StyledCompany = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** Three lines at most, so the figures below line up across a row of cards. */
export const StyledSummary = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const StyledProgress = styled(Stack)`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xs};
`

export const StyledRaised = styled(Row)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colours.textMuted};

  strong {
    color: ${({ theme }) => theme.colours.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`

export const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin: 0;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colours.border};

  dt {
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
`
