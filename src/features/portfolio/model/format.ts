import { formatDate, formatGBP } from '../../../lib/format'

/** A calendar date from the API (YYYY-MM-DD or a timestamp), read in UTC so it never shifts. */
export const formatDay = (value: string | null | undefined) => formatDate(value ?? null, 'UTC')

const shares = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 4 })

/** Shares or fund units: "21,052", "1,234.5678". */
export const formatUnits = (n: number) => shares.format(n)

/** "+£1,250", "-£300", "£0": gains and losses say their sign in words, not colour alone. */
export function formatSignedGBP(amount: number) {
  const text = formatGBP(Math.abs(amount))
  return amount > 0 ? `+${text}` : amount < 0 ? `-${text}` : text
}

const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 })

export function formatSignedPercent(value: number | null) {
  if (value === null) return ''
  const text = `${percent.format(Math.abs(value))}%`
  return value > 0 ? `+${text}` : value < 0 ? `-${text}` : text
}

/** A price per share or per unit: pence shown always ("£0.76", "£1.2345"). */
export function formatPrice(value: number | null) {
  if (value === null) return ''
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(value)
}

const compact = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  notation: 'compact',
  maximumFractionDigits: 1,
})

/** Axis ticks: "£1.4M", "£250K". */
export const formatCompactGBP = (value: number) => compact.format(value)

const month = new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' })

/** Axis ticks for dates: "Nov 25". */
export function formatMonth(value: string) {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value)
  return Number.isNaN(date.getTime()) ? value : month.format(date)
}
