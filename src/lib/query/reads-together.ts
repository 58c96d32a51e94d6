interface Read {
  isPending: boolean
  isError: boolean
  isFetching: boolean
  error: unknown
  refetch: () => unknown
}

/**
 * Several reads a page needs all of, as one: pending while any is, failed when any failed (its
 * error), and retried together, so the page shows one loading state and one retry.
 */
export const readsTogether = (...reads: readonly Read[]): Read => ({
  isPending: reads.some((r) => r.isPending),
  isError: reads.some((r) => r.isError),
  isFetching: reads.some((r) => r.isFetching),
  error: reads.find((r) => r.isError)?.error ?? null,
  refetch: () => Promise.all(reads.map((r) => r.refetch())),
})
