import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { useTerm } from '@/lib/terminology'
import { EmptyState, PageHeader, PageStack, Pagination, QueryStates } from '@/ui'
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
  const query = useQuery(newsPageQuery(page))

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
      <QueryStates
        query={query}
        loading="Loading news…"
        errorMessage="The news could not be loaded."
      >
        {(news) =>
          news.total === 0 ? (
            <EmptyState
              title="No news yet"
              description="Updates from the companies you invest in will appear here as they are published."
            />
          ) : (
            <>
              <NewsList items={news.data} />
              <Pagination meta={news} onPageChange={goTo} label="News pages" itemNoun="reports" />
            </>
          )
        }
      </QueryStates>
    </PageStack>
  )
}
