/** Counts, prices, shares of a whole and multiples, en-GB. */
import { once } from '@/lib/once'
import { formatDecimal } from './decimal'

const count = once(() => new Intl.NumberFormat('en-GB'))

/** A count of things: "12,480". */
export const formatCount = (n: number) =>
  formatDecimal(n, { maxFraction: 3 }, (v) => count().format(v))

const units = once(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 4 }))

/** Shares or fund units: "21,052", "1,234.5678". */
export const formatUnits = (n: number) =>
  formatDecimal(n, { maxFraction: 4 }, (v) => units().format(v))

const price = once(
  () =>
    new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    }),
)

/** A price per share or per unit: pence shown always ("£0.76", "£1.2345"). */
export function formatPrice(value: number | null) {
  return value === null
    ? ''
    : formatDecimal(value, { minFraction: 2, maxFraction: 4, prefix: '£' }, (v) =>
        price().format(v),
      )
}

/** A share of a whole: "12.5%", "0.04%". */
export function formatPercent(value: number | null, digits = 2) {
  // Only a percentage needing an exponent (1e21 %) reaches Intl: made when asked.
  const intl = (v: number) =>
    new Intl.NumberFormat('en-GB', { maximumFractionDigits: digits }).format(v)
  return value === null ? '' : `${formatDecimal(value, { maxFraction: digits }, intl)}%`
}

const multiple = once(
  () =>
    new Intl.NumberFormat('en-GB', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
)

/** A multiple on invested capital: "1.85x". */
export function formatMultiple(value: number | null) {
  return value === null
    ? ''
    : `${formatDecimal(value, { minFraction: 2, maxFraction: 2 }, (v) => multiple().format(v))}x`
}

const compact = once(
  () =>
    new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
)

/** Axis ticks: "£1.4M", "£250K". */
export const formatCompactGBP = (value: number) => compact().format(value)

const month = once(
  () => new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' }),
)

/** Axis ticks for dates: "Nov 25". */
export function formatMonth(value: string) {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value)
  return Number.isNaN(date.getTime()) ? value : month().format(date)
}
