/** How an investor may order the opportunities (spatie sort values). */
export const OPPORTUNITY_SORTS = [
  { value: 'close_date', label: 'Closing soonest' },
  { value: '-created_at', label: 'Newest' },
  { value: '-target_amount', label: 'Largest target' },
  { value: 'minimum_investment', label: 'Lowest minimum' },
] as const

export type OpportunitySort = (typeof OPPORTUNITY_SORTS)[number]['value']

/** Closing soonest first: what an investor deciding now most needs to see. */
export const DEFAULT_OPPORTUNITY_SORT: OpportunitySort = 'close_date'

/** Columns the sort may name (any direction is read, only the offered ones are used). */
export const SORTABLE_COLUMNS = ['close_date', 'created_at', 'target_amount', 'minimum_investment']

/**
 * The orders offered: without a financial promotion statement an investor may not see close
 * dates, targets or minimums, so the host orders by none of them and only "Newest" is offered.
 */
export const sortsFor = (withheld: boolean) =>
  withheld ? OPPORTUNITY_SORTS.filter((s) => s.value === '-created_at') : OPPORTUNITY_SORTS

/** The offered sort for a URL value, or the first offered. */
export function offeredSort(value: string | null | undefined, withheld = false): OpportunitySort {
  const offered = sortsFor(withheld)
  return (
    offered.find((s) => s.value === value)?.value ??
    (withheld ? offered[0].value : DEFAULT_OPPORTUNITY_SORT)
  )
}
