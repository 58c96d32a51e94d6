import { useMemo } from 'react'
import styled from 'styled-components'
import { buildTheme } from '@/lib/theme'
import { Row, Stack } from '@/ui'
import type { BrandColours } from './brand-colours'

export interface BrandPreviewProps {
  colours: BrandColours
  /** The row's `colours` JSON (its other keys shape the rest of the theme). */
  coloursJson: Record<string, string>
  logo: string | null
  pageTitle: string
}

/**
 * A sample of the portal in the chosen colours, before saving: the header, a primary and a
 * secondary button, a link. Drawn through the same theme maths as the app (a text colour that
 * fails AA is replaced there too), so what shows here is what the portals will show. The
 * samples are pictures of controls, not controls: nothing here can be clicked or tabbed to.
 */
export function BrandPreview({ colours, coloursJson, logo, pageTitle }: BrandPreviewProps) {
  const c = useMemo(
    () => buildTheme({ colours: JSON.stringify({ ...coloursJson, ...colours }) }).colours,
    [colours, coloursJson],
  )
  return (
    <StyledPreview
      role="group"
      aria-label="Preview"
      style={{ background: c.background, color: c.text, borderColor: c.border }}
    >
      <StyledHeader
        $nowrap
        $gap="md"
        $justify="space-between"
        data-preview="header"
        style={{ background: c.surface, borderColor: c.border }}
      >
        {logo ? (
          <StyledLogo src={logo} alt={`${pageTitle} logo`} />
        ) : (
          <StyledWordmark>{pageTitle}</StyledWordmark>
        )}
        <StyledNav as="span" $nowrap $gap="md" $align="stretch" aria-hidden="true">
          <span style={{ color: c.link, borderColor: c.primary }}>Overview</span>
          <span style={{ color: c.textMuted, borderColor: 'transparent' }}>Portfolio</span>
        </StyledNav>
      </StyledHeader>
      <StyledBody style={{ background: c.surface }}>
        <StyledTitle>Opportunity</StyledTitle>
        <Row $align="stretch">
          <StyledSample
            data-preview="primary"
            style={{ background: c.primary, color: c.onPrimary, borderColor: c.primary }}
          >
            Invest now
          </StyledSample>
          <StyledSample
            data-preview="secondary"
            style={{ background: c.secondary, color: c.onSecondary, borderColor: c.secondary }}
          >
            View details
          </StyledSample>
        </Row>
        <StyledLink data-preview="link" style={{ color: c.link }}>
          Read the key documents
        </StyledLink>
      </StyledBody>
    </StyledPreview>
  )
}

const StyledPreview = styled.div`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.lg};
`

const StyledHeader = styled(Row)`
  min-height: 56px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border-bottom: 1px solid;
`

const StyledLogo = styled.img`
  max-width: 50%;
  max-height: 36px;
  object-fit: contain;
`

const StyledWordmark = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

const StyledNav = styled(Row)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  span {
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    border-bottom: 2px solid;
  }
`

const StyledBody = styled(Stack)`
  margin: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
`

const StyledTitle = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const StyledSample = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const StyledLink = styled.span`
  text-decoration: underline;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`
