import { formatCompactGBP, formatGBP, formatMonth, formatPrice } from '@/lib/format'

/** The charts of a record's performance tabs sit two abreast, so each is lower than a page's. */
const height = 240

/** A price over time: a price holds until the next one, so it is drawn as steps. */
export const PRICE_CHART = {
  variant: 'line',
  step: true,
  formatValue: (n: number) => formatPrice(n),
  formatTick: (n: number) => formatPrice(n),
  formatX: formatMonth,
  height,
} as const

/** An amount of money over time. */
export const GBP_CHART = {
  formatValue: (n: number) => formatGBP(n),
  formatTick: formatCompactGBP,
  height,
} as const
