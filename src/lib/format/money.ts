import { formatDecimal } from './decimal'

export interface FormatGBPOptions {
  /**
   * Pence to show: 'auto' (default) shows them only when the amount has any ("£25,000",
   * "£1,250.50"); 'always' always shows two places; 'never' rounds to whole pounds.
   */
  pence?: 'auto' | 'always' | 'never'
  /** What a missing amount reads as ("None", "—"); '' unless a screen says otherwise. */
  empty?: string
}

const formatters = new Map<number, Intl.NumberFormat>()

function gbp(decimals: 0 | 2): Intl.NumberFormat {
  let formatter = formatters.get(decimals)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    formatters.set(decimals, formatter)
  }
  return formatter
}

/**
 * An amount in pounds sterling, en-GB grouping: formatGBP(1250000) -> "£1,250,000",
 * formatGBP('99.5') -> "£99.50", formatGBP(-20) -> "-£20". Laravel sends decimals as strings,
 * so numeric strings are accepted. Missing or non-numeric input gives ''.
 */
export function formatGBP(
  amount: number | string | null | undefined,
  { pence = 'auto', empty = '' }: FormatGBPOptions = {},
): string {
  if (amount === null || amount === undefined || amount === '') return empty
  const value = typeof amount === 'number' ? amount : Number(amount)
  if (!Number.isFinite(value)) return empty
  const hasPence = Math.round(value * 100) % 100 !== 0
  const decimals = pence === 'always' || (pence === 'auto' && hasPence) ? 2 : 0
  return formatDecimal(value, { minFraction: decimals, maxFraction: decimals, prefix: '£' }, (v) =>
    gbp(decimals).format(v),
  )
}
