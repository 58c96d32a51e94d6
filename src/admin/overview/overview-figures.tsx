import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { useFlags } from '@/lib/flags'
import { formatCount, formatGBP } from '@/lib/format'
import { ADMIN_PATHS, canOpenAdminRoute } from '@/lib/navigation'
import { useCurrentUser } from '@/lib/session'
import { midSentence } from '@/admin/kit/lists'
import { useTerm } from '@/lib/terminology'
import { overviewStatsQuery, type OverviewStats } from './api'
import { QueryStates, StatCard, StatGrid } from '@/ui'

const whole = (amount: number) => formatGBP(amount, { pence: 'never' })

/** The headline figures of GET /api/stats/overview, with loading and error (retry) states. */
export function OverviewFigures() {
  const query = useQuery(overviewStatsQuery())
  return (
    <QueryStates
      query={query}
      loading="Loading the overview figures…"
      errorTitle="The overview figures could not be loaded"
      errorMessage="Please try again in a moment."
    >
      {(stats) => <Figures stats={stats} />}
    </QueryStates>
  )
}

function Figures({ stats }: { stats: OverviewStats }) {
  const t = useTerm()
  const flags = useFlags()
  const roleId = useCurrentUser().user?.role_id ?? null
  // The figure counts exactly the list's rows (LIVE_OPPORTUNITY_STAGES), so it leads there.
  const liveList = canOpenAdminRoute(roleId, flags, ADMIN_PATHS.liveOpportunities) ? (
    <Link to={ADMIN_PATHS.liveOpportunities}>View {midSentence(t('live_opportunities'))}</Link>
  ) : undefined
  return (
    <StatGrid>
      <StatCard
        label={t('investors')}
        value={formatCount(stats.investors_count)}
        detail={`${formatCount(stats.new_investors_30d)} new in the last 30 days`}
      />
      <StatCard
        label={t('live_opportunities')}
        value={formatCount(stats.live_opportunities_count)}
        detail={liveList}
      />
      <StatCard
        label="Total raised"
        value={whole(stats.total_raised)}
        detail={`${whole(stats.raised_this_month)} this month`}
      />
      <StatCard
        label={`Cash Call - ${t('awaiting_payment')}`}
        value={formatCount(stats.pending_cash_calls_count)}
        detail={`${whole(stats.pending_cash_calls_amount)} outstanding`}
      />
      {flags.funds ? (
        <StatCard
          label={t('funds')}
          value={formatCount(stats.funds_count)}
          detail={`${whole(stats.funds_nav_total)} net asset value`}
        />
      ) : null}
    </StatGrid>
  )
}
