import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { isTimeout } from '@/lib/api'
import { useTerm } from '@/lib/terminology'
import { EmptyState, ErrorState, LoadingState, PageHeader, PageStack, Pagination } from '@/ui'
import { newsPageQuery } from '../api/news-queries'
import { NewsList } from '../components/news-list'

const pageFrom = (params: URLSearchParams) => {
  const n = Number(params.get('page'))
  return Number.isInteger(n) && n > 1 ? n : 1
}

/**
 * /investor/news: the update reports published to the investor, newest first (the API's
 * order), a page at a time; the page number lives in the URL so back and links keep it.
 */
export function NewsPage() {
  const t = useTerm()
  const [params, setParams] = useSearchParams()
  const page = pageFrom(params)
  const { data, isPending, isError, error, isFetching, refetch } = useQuery(newsPageQuery(page))

  const goTo = (next: number) => {
    const copy = new URLSearchParams(params)
    if (next > 1) copy.set('page', String(next))
    else copy.delete('page')
    setParams(copy)
    window.scrollTo?.({ top: 0 })
  }

  return (
    <PageStack>
      <PageHeader
        title={t('news')}
        description="Updates and reports from the companies and funds you follow, newest first."
      />
      {isPending ? (
        <LoadingState label="Loading news…" />
      ) : isError ? (
        <ErrorState
          message={isTimeout(error) ? 'timeout' : 'The news could not be loaded.'}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : data.total === 0 ? (
        <EmptyState
          title="No news yet"
          description="Updates from the companies you invest in will appear here as they are published."
        />
      ) : (
        <>
          <NewsList items={data.data} />
          <Pagination meta={data} onPageChange={goTo} label="News pages" itemNoun="reports" />
        </>
      )}
    </PageStack>
  )
}
