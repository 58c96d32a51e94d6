import { useState, type ReactNode } from 'react'
import { useTenantSettings } from '@/lib/tenant'
import { BrandPanel } from './brand-panel'
import {
  StyledBody,
  StyledCard,
  StyledCardHeader,
  StyledDescription,
  StyledFooter,
  StyledLogo,
  StyledMain,
  StyledShell,
  StyledTitle,
  StyledWordmark,
} from './auth-layout-styles'

export interface AuthLayoutProps {
  /** The page's own title, the one <h1> of the page ("Log in", "Reset your password"). */
  title: string
  /** A sentence under the title saying what the page is for. */
  description?: ReactNode
  /** Below the card: links to the other session pages. */
  footer?: ReactNode
  children: ReactNode
}

/**
 * The frame of the logged-out pages: the tenant's logo and a centred card on a calm
 * background; from lg up a branded panel sits beside it. Renders before settings arrive
 * (defaults apply) so the form is never held back by branding.
 */
export function AuthLayout({ title, description, footer, children }: AuthLayoutProps) {
  const { pageTitle, logo } = useTenantSettings()
  // A logo that fails to load gives way to the name, rather than a broken-image box.
  const [failedLogo, setFailedLogo] = useState<string | null>(null)
  return (
    <StyledShell>
      <BrandPanel />
      <StyledMain>
        <StyledCard>
          <StyledCardHeader>
            {logo && logo !== failedLogo ? (
              <StyledLogo src={logo} alt={pageTitle} onError={() => setFailedLogo(logo)} />
            ) : (
              <StyledWordmark>{pageTitle}</StyledWordmark>
            )}
          </StyledCardHeader>
          <StyledTitle>{title}</StyledTitle>
          {description ? <StyledDescription>{description}</StyledDescription> : null}
          <StyledBody>{children}</StyledBody>
        </StyledCard>
        {footer ? <StyledFooter>{footer}</StyledFooter> : null}
      </StyledMain>
    </StyledShell>
  )
}
