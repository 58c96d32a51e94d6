import type { RejectedQuery } from '@/lib/api'

/**
 * What the host refused (spatie's 400) for one API family during this visit. spatie's allowed
 * filters, sorts and includes belong to the family's controller, so a refusal holds for every
 * list reading that family. Names are kept as the requests spelled them.
 */
export interface HostRefusals {
  filters: readonly string[]
  sorts: readonly string[]
  includes: readonly string[]
}

export const NO_REFUSALS: HostRefusals = { filters: [], sorts: [], includes: [] }

const KEY: Partial<Record<RejectedQuery['part'], keyof HostRefusals>> = {
  filter: 'filters',
  sort: 'sorts',
  include: 'includes',
}

// spatie may echo an include in another case than it was sent (leadStatus, leadstatus).
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

export const refuses = (names: readonly string[], name: string) => names.some((n) => same(n, name))

/**
 * The refusals with `rejected` added, or null when it adds nothing (a part this list cannot drop,
 * or names already refused): then the 400 stays an error, and the list never asks again in a loop.
 */
export function addRefusal(current: HostRefusals, rejected: RejectedQuery): HostRefusals | null {
  const key = KEY[rejected.part]
  if (!key) return null
  const fresh = rejected.names.filter((name) => !refuses(current[key], name))
  return fresh.length === 0 ? null : { ...current, [key]: [...current[key], ...fresh] }
}
