import { useQuery } from '@tanstack/react-query'
import { isTimeout } from '@/lib/api'
import { useTerm } from '@/lib/terminology'
import { Card, EmptyState, ErrorState } from '@/ui'
import { NEWS_PATH, NewsList, newsPageQuery } from '@/investor/news'
import { SectionLink } from './overview-section'
import { SectionSkeleton, SkeletonRows } from './skeleton'

/** The three newest reports published to the investor (the news feed's first page of three). */
export function LatestNews() {
  const t = useTerm()
  const query = useQuery(newsPageQuery(1, 3))
  return (
    <Card
      title={`Latest ${t('news')}`}
      actions={<SectionLink to={NEWS_PATH}>View all {t('news')}</SectionLink>}
    >
      {query.isPending ? (
        <SectionSkeleton label="Loading the latest news…">
          <SkeletonRows rows={3} />
        </SectionSkeleton>
      ) : query.isError ? (
        <ErrorState
          message={isTimeout(query.error) ? 'timeout' : 'The latest news could not be loaded.'}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.data.length === 0 ? (
        <EmptyState
          title="No news yet"
          description="Updates from the companies you invest in will appear here."
        />
      ) : (
        <NewsList items={query.data.data} headingLevel={3} compact />
      )}
    </Card>
  )
}
