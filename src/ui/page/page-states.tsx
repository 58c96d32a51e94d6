import { isTimeout } from '@/lib/api'
import { ErrorState } from '@/ui/states/error-state'
import { LoadingState } from '@/ui/states/loading-state'
import { PageStack } from './page-layout'
import { PageHeader, type PageHeaderProps } from './page-header'

export interface QueryState {
  isPending: boolean
  isError: boolean
  isFetching: boolean
  error: unknown
  refetch: () => unknown
}

/**
 * The page's loading or error screen while its main record is not there yet (null once it
 * is): the header stays put, so the page does not jump when the content arrives.
 */
export function PageStates({
  query,
  header,
  what,
}: {
  query: QueryState
  header: PageHeaderProps
  /** "the holding": completes "Loading the holding…" and "… could not be loaded." */
  what: string
}) {
  if (!query.isPending && !query.isError) return null
  return (
    <PageStack>
      <PageHeader {...header} />
      {query.isPending ? (
        <LoadingState label={`Loading ${what}…`} />
      ) : (
        <ErrorState
          message={
            isTimeout(query.error)
              ? 'timeout'
              : `${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded.`
          }
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
    </PageStack>
  )
}
