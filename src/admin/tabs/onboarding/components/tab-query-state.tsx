import { capitalise } from '@/lib/format'
import { PendingStates, type QueryStatus } from '@/ui'

/**
 * A tab's loading or error state while its data is not there (null once it is). `what`
 * completes "Loading {what}…" and "{What} could not be loaded.".
 */
export function TabQueryState({ query, what }: { query: QueryStatus; what: string }) {
  return (
    <PendingStates
      query={query}
      loading={`Loading ${what}…`}
      errorMessage={`${capitalise(what)} could not be loaded.`}
    />
  )
}
