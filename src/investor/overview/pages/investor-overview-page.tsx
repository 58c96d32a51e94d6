import { useCurrentUser } from '@/lib/session'
import { useTenantSettings } from '@/lib/tenant'
import { AfterFirstPaint, PageColumns, PageHeader, PageStack } from '@/ui'
import { AttentionCard } from '../components/attention-card'
import { LatestNews } from '../components/latest-news'
import { LatestOpportunities } from '../components/latest-opportunities'
import { PortfolioSummary } from '../components/portfolio-summary'

/**
 * /investor: a greeting, the headline figures, what needs the investor and what is new. Each
 * section fetches on its own, all at once (no waterfall), and shows its own loading and error
 * states, so one failing call never blanks the page. It works whatever the portfolio display
 * setting, even where the navigation leaves Overview out.
 */
export function InvestorOverviewPage() {
  const { user } = useCurrentUser()
  const { pageTitle } = useTenantSettings()
  const firstName = user?.name?.trim()
  return (
    <PageStack>
      <PageHeader
        title={firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
        description={`Here is your ${pageTitle} account at a glance.`}
      />
      <PortfolioSummary />
      {/* The figures paint first; the sections below follow in a render of their own. */}
      <AfterFirstPaint>
        <PageColumns>
          <PageStack>
            <AttentionCard />
            <LatestOpportunities />
          </PageStack>
          <LatestNews />
        </PageColumns>
      </AfterFirstPaint>
    </PageStack>
  )
}
