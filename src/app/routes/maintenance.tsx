import { useQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { getConfig } from '../../lib/config'
import { currentUserQuery } from '../../lib/session'
import { useTenantSettings } from '../../lib/tenant'

/** How often /maintenance asks GET /api/user whether the site is back. */
export const MAINTENANCE_POLL_MS = 10_000

/**
 * SPEC §2 maintenance page. While the flag is off it re-checks the current-user call every
 * MAINTENANCE_POLL_MS; the root layout sends the visitor to '/' as soon as that call answers
 * (200 or 401). While the flag is '1' there is nothing to wait for: the flag is build/runtime
 * config, so the page stays until it is redeployed.
 */
export function MaintenanceRoute() {
  const flagOn = getConfig().maintenanceMode === '1'
  useQuery({
    ...currentUserQuery,
    enabled: !flagOn,
    refetchInterval: flagOn ? false : MAINTENANCE_POLL_MS,
    refetchIntervalInBackground: true,
  })
  const { pageTitle, logo } = useTenantSettings()
  return (
    <StyledPage>
      {logo ? <StyledLogo src={logo} alt={pageTitle} /> : null}
      <StyledTitle>We&rsquo;ll be back soon</StyledTitle>
      <StyledText>
        {pageTitle} is down for scheduled maintenance. Please check back in a few minutes; this page
        will reload by itself when we are back.
      </StyledText>
    </StyledPage>
  )
}

const StyledPage = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.colours.background};
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledLogo = styled.img`
  max-height: ${({ theme }) => theme.space.xxl};
`

const StyledTitle = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colours.text};
`

const StyledText = styled.p`
  margin: 0;
  max-width: 48ch;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`
