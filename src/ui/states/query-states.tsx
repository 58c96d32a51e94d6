import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { queryErrorMessage } from '@/lib/api'
import { ErrorState } from './error-state'
import { LoadingState } from './loading-state'

/** The part of a query (or of several read together) its loading and error states need. */
export interface QueryStatus {
  isPending: boolean
  isError: boolean
  isFetching: boolean
  error: unknown
  refetch: () => unknown
}

export interface QueryStatesProps<T> {
  query: UseQueryResult<T>
  /** What is loading, for the status text ("Loading the cap table"). */
  loading: string
  /** Shows the loading text beside the spinner (a section with room for it), not only to readers. */
  showLabel?: boolean
  /** The error's heading, when the section says what failed ("We could not load…"). */
  errorTitle?: ReactNode
  /** The error's sentence when the host gave none (a timeout or unreadable answer says its own). */
  errorMessage?: string
  /** The loading and error states' surroundings (a card, a panel): the data brings its own. */
  frame?: (state: ReactNode) => ReactNode
  /** What shows instead of the data when `isEmpty` says there is nothing (an EmptyState). */
  empty?: ReactNode
  isEmpty?: (data: T) => boolean
  children: (data: T) => ReactNode
}

/** A section's read: loading, then its error with a retry (never an automatic loop), then the data. */
export function QueryStates<T>({
  query,
  children,
  empty,
  isEmpty,
  ...states
}: QueryStatesProps<T>) {
  if (query.isPending || query.isError) return <PendingStates query={query} {...states} />
  return <>{isEmpty?.(query.data) ? empty : children(query.data)}</>
}

/** The loading or error state alone (null once the data is there), for a read of several queries. */
export function PendingStates({
  query,
  loading,
  showLabel,
  errorTitle,
  errorMessage,
  frame = (state) => state,
}: Omit<QueryStatesProps<unknown>, 'query' | 'children' | 'empty' | 'isEmpty'> & {
  query: QueryStatus
}) {
  if (query.isPending) return <>{frame(<LoadingState label={loading} showLabel={showLabel} />)}</>
  if (!query.isError) return null
  return (
    <>
      {frame(
        <ErrorState
          title={errorTitle}
          message={queryErrorMessage(query.error) ?? errorMessage}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />,
      )}
    </>
  )
}
