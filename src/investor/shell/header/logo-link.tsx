import { Link } from 'react-router-dom'
import { INVESTOR_PATHS } from '@/lib/navigation'
import { useTenantSettings } from '@/lib/tenant'
import { VisuallyHidden } from '@/ui'
import { StyledLogo, StyledLogoLink, StyledWordmark } from './header-styles'

/**
 * The tenant's logo (SPEC §2): home to the overview, or back to the tenant's own site when one
 * is configured (TenantView only lets an http(s) address through). Same tab: it is the way out.
 */
export function LogoLink() {
  const { logo, pageTitle, backToSiteUrl, isPending } = useTenantSettings()
  // While settings load, hold the space rather than flash the default title before the logo.
  const mark = isPending ? (
    <VisuallyHidden>{pageTitle}</VisuallyHidden>
  ) : logo ? (
    <StyledLogo src={logo} alt={pageTitle} />
  ) : (
    <StyledWordmark>{pageTitle}</StyledWordmark>
  )
  if (backToSiteUrl) {
    return (
      <StyledLogoLink href={backToSiteUrl} aria-label={`Back to ${pageTitle}`}>
        {mark}
      </StyledLogoLink>
    )
  }
  return (
    <StyledLogoLink as={Link} to={INVESTOR_PATHS.overview}>
      {mark}
    </StyledLogoLink>
  )
}
