import { formatDecimal } from '@/lib/format/decimal'

/** GBP amounts as people type them ("£1,250.5") and as we show them ("1,250.50"). */
const MONEY_TEXT = /^-?(\d+\.?\d*|\.\d+)$/

/** The number in a typed amount, or null when it is empty or not an amount. */
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/[£,\s]/g, '')
  if (!MONEY_TEXT.test(cleaned)) return null
  const n = Number(cleaned)
  return Number.isFinite(n) ? n : null
}

/** Rounded to whole pence, as the amount is stored. */
export function roundPence(n: number): number {
  return Math.round(n * 100) / 100
}

/** Thousands separators; pence shown only when there are any (10,000 or 10,000.50). */
export function formatMoney(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return ''
  const pence = !Number.isInteger(roundPence(n))
  const shape = { minFraction: pence ? 2 : 0, maxFraction: 2 }
  const intl = (v: number) =>
    new Intl.NumberFormat('en-GB', {
      minimumFractionDigits: shape.minFraction,
      maximumFractionDigits: shape.maxFraction,
    }).format(v)
  return formatDecimal(n, shape, intl)
}
