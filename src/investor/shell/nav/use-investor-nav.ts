import { useMemo } from 'react'
import { investorNav, type InvestorNavItem } from '@/lib/navigation'
import { useTenantSettings } from '@/lib/tenant'
import { useTerms } from '@/lib/terminology'

/** The investor navigation in the tenant's order (portfolio display) and words, Logout last. */
export function useInvestorNav(): InvestorNavItem[] {
  const { portfolioDisplay } = useTenantSettings()
  const terms = useTerms()
  return useMemo(() => investorNav(portfolioDisplay, terms), [portfolioDisplay, terms])
}
