import type { ReactNode } from 'react'
import { StyledHeader, StyledHeaderEnd, StyledHeaderInner } from './header-styles'
import { LogoLink } from './logo-link'

export interface InvestorHeaderProps {
  /** The desktop navigation, when it shows. */
  nav?: ReactNode
  /** The notifications bell. */
  notifications?: ReactNode
}

/** The portal's banner: logo, the desktop tabs and the bell, on one line at every width. */
export function InvestorHeader({ nav, notifications }: InvestorHeaderProps) {
  return (
    <StyledHeader>
      <StyledHeaderInner $nowrap $gap="md">
        <LogoLink />
        {nav}
        {notifications ? (
          <StyledHeaderEnd $nowrap $gap="xs">
            {notifications}
          </StyledHeaderEnd>
        ) : null}
      </StyledHeaderInner>
    </StyledHeader>
  )
}
