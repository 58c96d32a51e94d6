import type { ParentGuard } from './types'

/** Rows of a polymorphic child (`{morph}_type`, `{morph}_id`) go by their parent record. */
export const morphParent = (morph: string, more: Omit<ParentGuard, 'via'> = {}): ParentGuard => ({
  via: { morph },
  ...more,
})

/** Rows that name their parent in a column, e.g. `investment_opportunity_id`. */
export const columnParent = (
  columns: readonly { family: string; column: string }[],
  more: Omit<ParentGuard, 'via'> = {},
): ParentGuard => ({ via: { columns }, ...more })

/** Content of an opportunity (key points, galleries, share prices, …). */
export const opportunityParent = columnParent([
  { family: 'investment-opportunities', column: 'investment_opportunity_id' },
])
