import { isTimeout } from '@/lib/api'
import { ErrorState, LoadingState } from '@/ui'

interface TabQuery {
  isPending: boolean
  isError: boolean
  isRefetching: boolean
  error: unknown
  refetch: () => unknown
}

/**
 * A tab's loading or error state while its data is not there (null once it is). `what`
 * completes "Loading {what}…" and "{What} could not be loaded.".
 */
export function TabQueryState({ query, what }: { query: TabQuery; what: string }) {
  if (query.isPending) return <LoadingState label={`Loading ${what}…`} />
  if (!query.isError) return null
  return (
    <ErrorState
      message={
        isTimeout(query.error)
          ? 'timeout'
          : `${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded.`
      }
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
    />
  )
}
