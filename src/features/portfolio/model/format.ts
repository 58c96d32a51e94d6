import { formatDate, formatGBP, formatPercent } from '@/lib/format'

// Shared with the admin's cap table: they live in lib/format, the portfolio keeps its names.
export { formatCompactGBP, formatMonth, formatPrice, formatUnits } from '@/lib/format'

/** A calendar date from the API (YYYY-MM-DD or a timestamp), read in UTC so it never shifts. */
export const formatDay = (value: string | null | undefined) => formatDate(value ?? null, 'UTC')

/** "+£1,250", "-£300", "£0": gains and losses say their sign in words, not colour alone. */
export function formatSignedGBP(amount: number) {
  const text = formatGBP(Math.abs(amount))
  return amount > 0 ? `+${text}` : amount < 0 ? `-${text}` : text
}

export function formatSignedPercent(value: number | null) {
  if (value === null) return ''
  const text = formatPercent(Math.abs(value))
  return value > 0 ? `+${text}` : value < 0 ? `-${text}` : text
}
