import styled from 'styled-components'
import { useTenantSettings } from '@/lib/tenant'
import { Stack } from '@/ui'

/**
 * The branded side of the logged-out pages (lg and up only). It repeats nothing a screen
 * reader needs: the light logo is decorative because the tenant's name follows it.
 */
export function BrandPanel() {
  const { pageTitle, logoAlt } = useTenantSettings()
  return (
    <StyledPanel aria-label={`About ${pageTitle}`}>
      <StyledInner $gap="lg">
        {logoAlt ? <StyledLightLogo src={logoAlt} alt="" /> : null}
        <StyledName>{pageTitle}</StyledName>
        <StyledTagline>
          Your investments, portfolio and documents in one secure place.
        </StyledTagline>
        <StyledPoints as="ul" $gap="sm">
          <li>Browse opportunities and invest online</li>
          <li>Follow the performance of your portfolio</li>
          <li>Read updates and reports as soon as they are published</li>
        </StyledPoints>
      </StyledInner>
    </StyledPanel>
  )
}

const StyledPanel = styled.aside`
  display: none;

  ${({ theme }) => theme.media.up('lg')} {
    display: flex;
    align-items: center;
    flex: 0 0 42%;
    max-width: 640px;
    padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xxl}`};
    /* Solid: onPrimary is only guaranteed readable on the primary colour itself. */
    background: ${({ theme }) => theme.colours.primary};
    color: ${({ theme }) => theme.colours.onPrimary};
  }
`

const StyledInner = styled(Stack)`
  max-width: 420px;
`

const StyledLightLogo = styled.img`
  align-self: flex-start;
  max-width: 220px;
  max-height: ${({ theme }) => theme.space.xxl};
`

const StyledName = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`

const StyledTagline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`

const StyledPoints = styled(Stack)`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.lg} 0 0`};
  border-top: 1px solid currentColor;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.md};

  li {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.sm};
  }

  li::before {
    content: '';
    flex: none;
    width: ${({ theme }) => theme.space.xs};
    height: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.round};
    background: currentColor;
    transform: translateY(-2px);
  }
`
