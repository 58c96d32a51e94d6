import { useQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { isTimeout } from '@/lib/api'
import { formatCount, formatGBP } from '@/lib/format'
import { INVESTOR_PATHS } from '@/lib/navigation'
import { useTerm } from '@/lib/terminology'
import { EmptyState, ErrorState, SectionBoundary, Stack, StatCard, StatGrid } from '@/ui'
import {
  hasNotYetInvested,
  NotYetInvestedFigures,
  notYetInvestedOf,
} from '@/shared/portfolio-figures'
import { investorStatsQuery, type InvestorStats } from '../api/overview-queries'
import { signedAmount } from '../model/change'
import { ChangeDetail } from './change-detail'
import { OverviewSection, SectionLink } from './overview-section'
import { SectionSkeleton, SkeletonBlock } from './skeleton'

/**
 * The overview's headline figures (GET /api/stats/investor), whole pounds: money invested,
 * then what is reserved or awaiting payment apart from it.
 */
export function PortfolioSummary() {
  const t = useTerm()
  const stats = useQuery(investorStatsQuery)
  return (
    <OverviewSection
      title="Your portfolio"
      action={<SectionLink to={INVESTOR_PATHS.portfolio}>View {t('portfolio')}</SectionLink>}
    >
      {stats.isPending ? (
        <SectionSkeleton label="Loading your portfolio figures…">
          <StatGrid as="div">
            {[0, 1, 2, 3].map((i) => (
              <StyledSkeletonCard $gap="sm" key={i}>
                <SkeletonBlock $width="45%" />
                <SkeletonBlock $width="70%" $height="32px" />
              </StyledSkeletonCard>
            ))}
          </StatGrid>
        </SectionSkeleton>
      ) : stats.isError ? (
        <StyledPanel>
          <ErrorState
            message={
              isTimeout(stats.error) ? 'timeout' : 'Your portfolio figures could not be loaded.'
            }
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        </StyledPanel>
      ) : stats.data.holdings_count === 0 &&
        stats.data.invested === 0 &&
        !hasNotYetInvested(notYetInvestedOf(stats.data)) ? (
        <StyledPanel>
          <EmptyState
            title="You have no holdings yet"
            description="Once you invest, what you invested and what it is worth today appear here."
            action={
              <SectionLink to={INVESTOR_PATHS.investments}>Browse {t('investments')}</SectionLink>
            }
          />
        </StyledPanel>
      ) : (
        // A stats answer missing its figures shows this section's error, not the page's.
        <SectionBoundary what="Your portfolio figures">
          <Figures stats={stats.data} />
        </SectionBoundary>
      )}
    </OverviewSection>
  )
}

function Figures({ stats }: { stats: InvestorStats }) {
  const whole = (n: number) => formatGBP(n, { pence: 'never' })
  return (
    <Stack>
      <StatGrid>
        <StatCard label="Invested" value={whole(stats.invested)} />
        <StatCard label="Current value" value={whole(stats.current_value)} />
        <StatCard
          label="Holdings"
          value={formatCount(stats.holdings_count)}
          detail="Companies and funds"
        />
        <StatCard
          label="Change"
          value={signedAmount(stats.change_absolute)}
          detail={<ChangeDetail amount={stats.change_absolute} percent={stats.change_percent} />}
        />
      </StatGrid>
      <NotYetInvestedFigures
        figures={notYetInvestedOf(stats)}
        label="Not yet invested"
        format={whole}
      />
    </Stack>
  )
}

const StyledSkeletonCard = styled(Stack)`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`

const StyledPanel = styled.div`
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`
