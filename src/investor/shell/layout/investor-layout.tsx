import { useRef, type ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { useFlags } from '@/lib/flags'
import { investorNavVisible } from '@/lib/navigation'
import { useCurrentUser } from '@/lib/session'
import { InvestorHeader } from '../header/investor-header'
import { activeItemKey } from '../nav/active-item'
import { BottomNav } from '../nav/bottom-nav'
import { TopNav } from '../nav/top-nav'
import { useInvestorNav } from '../nav/use-investor-nav'
import { RiskBanner } from '../risk-warning/risk-banner'
import { TermsGate } from '../terms/terms-gate'
import { StyledMain, StyledShell, StyledTop } from './layout-styles'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'
import { useIsDesktop } from './use-is-desktop'

export interface InvestorLayoutProps {
  /** The notifications bell, shown in the header at every width. */
  notifications?: ReactNode
  /**
   * Shown instead of the page while the user's email is not verified (e.g. the session
   * feature's VerifyEmailNotice). Without it the page itself renders.
   */
  unverified?: ReactNode
}

/**
 * The investor portal frame (SPEC §2): header with logo, navigation (top bar from md, bottom
 * bar below, only once the email is verified) and bell; the risk banner when the tenant turns
 * it on; the blocking terms dialog (SPEC §4) once the email is verified; and the page in <main>.
 */
export function InvestorLayout({ notifications, unverified }: InvestorLayoutProps) {
  const { user } = useCurrentUser()
  const { riskWarning } = useFlags()
  const items = useInvestorNav()
  const { pathname } = useLocation()
  const isDesktop = useIsDesktop()
  const mainRef = useRef<HTMLElement>(null)

  const verified = investorNavVisible(user)
  const activeKey = activeItemKey(items, pathname)
  const bottomBar = verified && !isDesktop

  return (
    <StyledShell>
      <SkipLink target={mainRef} />
      <StyledTop>
        <InvestorHeader
          nav={verified && isDesktop ? <TopNav items={items} activeKey={activeKey} /> : null}
          notifications={notifications}
        />
        {riskWarning ? <RiskBanner /> : null}
      </StyledTop>
      <StyledMain ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1} $bottomBar={bottomBar}>
        {verified ? <Outlet /> : (unverified ?? <Outlet />)}
      </StyledMain>
      {bottomBar ? <BottomNav items={items} activeKey={activeKey} /> : null}
      {/* Verifying the email comes first: the terms belong to a portal the user can open. */}
      {verified ? <TermsGate /> : null}
    </StyledShell>
  )
}
