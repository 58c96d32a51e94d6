import styled from 'styled-components'
import { Row } from '@/ui'

export const StyledHeader = styled.header`
  background: ${({ theme }) => theme.colours.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
`

export const StyledHeaderInner = styled(Row)`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  height: 56px;
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.space.md}`};

  ${({ theme }) => theme.media.up('md')} {
    height: 72px;
    padding: ${({ theme }) => `0 ${theme.space.lg}`};
  }

  ${({ theme }) => theme.media.up('lg')} {
    gap: ${({ theme }) => theme.space.lg};
  }
`

export const StyledLogoLink = styled.a`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  max-width: 60vw;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colours.text};
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`

export const StyledLogo = styled.img`
  display: block;
  width: auto;
  max-width: 100%;
  height: 32px;
  object-fit: contain;
  object-position: left center;

  ${({ theme }) => theme.media.up('md')} {
    max-width: 140px;
    height: 40px;
  }

  ${({ theme }) => theme.media.up('lg')} {
    max-width: 200px;
  }
`

/** The page title standing in for a tenant without a logo. */
export const StyledWordmark = styled.span`
  overflow: hidden;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-overflow: ellipsis;
  white-space: nowrap;
`

export const StyledHeaderEnd = styled(Row)`
  flex: none;
  margin-left: auto;
`
