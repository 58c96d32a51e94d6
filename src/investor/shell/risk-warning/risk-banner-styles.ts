import styled from 'styled-components'

/**
 * SPEC §9 fixes the height at 70px at every width, so narrow screens get smaller type and, as
 * a last resort (very long translations, large text settings), scroll inside the banner.
 */
export const StyledBanner = styled.section`
  box-sizing: border-box;
  display: flex;
  height: ${({ theme }) => theme.layout.riskBannerHeight};
  overflow-y: auto;
  background: ${({ theme }) => theme.colours.warningSurface};
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  color: ${({ theme }) => theme.colours.text};
`

export const StyledBannerText = styled.p`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: auto;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.3;

  ${({ theme }) => theme.media.up('sm')} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  ${({ theme }) => theme.media.up('md')} {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.lg}`};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`

export const StyledLinkButton = styled.button`
  display: inline;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;

  &:hover {
    text-decoration-thickness: 2px;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`
