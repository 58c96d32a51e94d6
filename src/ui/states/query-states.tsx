import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { queryErrorMessage } from '@/lib/api'
import { ErrorState } from './error-state'
import { LoadingState } from './loading-state'

/** A section's read: loading, then its error with a retry (never an automatic loop), then the data. */
export function QueryStates<T>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<T>
  /** What is loading, for the status text ("Loading the cap table"). */
  loading: string
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <LoadingState label={loading} />
  if (query.isError)
    return (
      <ErrorState
        message={queryErrorMessage(query.error) ?? undefined}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  return <>{children(query.data)}</>
}
