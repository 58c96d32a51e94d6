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

/** The offered sort for a URL value, or the default. */
export function offeredSort(value: string | null | undefined): OpportunitySort {
  return OPPORTUNITY_SORTS.find((s) => s.value === value)?.value ?? DEFAULT_OPPORTUNITY_SORT
}
