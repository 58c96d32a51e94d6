import { formatDate } from '@/lib/format'

// Shared with the admin's cap table: they live in lib/format, the portfolio keeps its names.
export { formatCompactGBP, formatMonth, formatPrice, formatUnits } from '@/lib/format'

/** A calendar date from the API (YYYY-MM-DD or a timestamp), read in UTC so it never shifts. */
export const formatDay = (value: string | null | undefined) => formatDate(value ?? null, 'UTC')

export { formatSignedGBP, formatSignedPercent } from '@/lib/format'
