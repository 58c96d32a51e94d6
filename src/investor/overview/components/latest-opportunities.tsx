import { useQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { isTimeout } from '@/lib/api'
import { INVESTOR_PATHS } from '@/lib/navigation'
import { useTerm } from '@/lib/terminology'
import { Card, CardGrid, EmptyState, ErrorState, Stack } from '@/ui'
import { latestOpportunitiesQuery } from '../api/overview-queries'
import { OpportunityTeaser } from './opportunity-teaser'
import { SectionLink } from './overview-section'
import { SectionSkeleton, SkeletonBlock } from './skeleton'

/** The three newest live opportunities open to the investor, and the way to all of them. */
export function LatestOpportunities() {
  const t = useTerm()
  const query = useQuery(latestOpportunitiesQuery)
  return (
    <Card
      title="Latest opportunities"
      actions={
        <SectionLink to={INVESTOR_PATHS.investments}>View all {t('investments')}</SectionLink>
      }
    >
      {query.isPending ? (
        <SectionSkeleton label="Loading the latest opportunities…">
          <CardGrid $min="200px">
            {[0, 1, 2].map((i) => (
              <StyledSkeleton $gap="sm" key={i}>
                <SkeletonBlock $width="70%" $height="16px" />
                <SkeletonBlock $width="50%" />
                <SkeletonBlock $height="8px" />
                <SkeletonBlock $width="40%" />
              </StyledSkeleton>
            ))}
          </CardGrid>
        </SectionSkeleton>
      ) : query.isError ? (
        <ErrorState
          message={
            isTimeout(query.error) ? 'timeout' : 'The latest opportunities could not be loaded.'
          }
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.data.length === 0 ? (
        <EmptyState
          title="No open opportunities right now"
          description="New opportunities appear here as soon as they open."
        />
      ) : (
        <CardGrid $min="200px">
          {query.data.data.map((o) => (
            <OpportunityTeaser key={o.id} opportunity={o} />
          ))}
        </CardGrid>
      )}
    </Card>
  )
}

const StyledSkeleton = styled(Stack)`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
`
