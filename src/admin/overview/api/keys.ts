/**
 * Query keys for the dashboard figures (DESIGN.md factory). They sit under `stats` so that a
 * write which changes totals (an investment, a new investor) can refresh every figure at once.
 */
export const statsKeys = {
  all: ['stats'] as const,
  overview: () => [...statsKeys.all, 'overview'] as const,
}
