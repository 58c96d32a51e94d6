/**
 * en-GB numbers without Intl. A fresh tab's first Intl.NumberFormat loads ICU's locale and
 * currency data: 120-180 ms of the investor overview's first render at the benchmark's 4x CPU
 * slowdown, the largest single cost after React itself (issue 27). The text is what
 * Intl.NumberFormat('en-GB') gives for the same digits (a test holds them equal): the shortest
 * decimal that reads back as the number, rounded half away from zero, thousands grouped with
 * commas, "-" before a negative (and before -0, as Intl writes it).
 */

/** Grouped digits of |value|, or null where the number needs an exponent (Intl then). */
function digits(value: number, minFraction: number, maxFraction: number): string | null {
  const text = String(Math.abs(value))
  if (text.includes('e')) return null
  const [whole, fraction = ''] = text.split('.')
  let int = whole!
  let frac = fraction
  if (frac.length > maxFraction) {
    const kept = int + frac.slice(0, maxFraction)
    const rounded = frac[maxFraction]! >= '5' ? String(BigInt(kept) + 1n) : kept
    const padded = rounded.padStart(kept.length, '0')
    int = padded.slice(0, padded.length - maxFraction) || '0'
    frac = padded.slice(padded.length - maxFraction)
  }
  frac = frac.replace(/0+$/, '').padEnd(minFraction, '0')
  const grouped = int.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return frac ? `${grouped}.${frac}` : grouped
}

const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '')

/**
 * `value` with between `minFraction` and `maxFraction` decimal places ("1,234.5"), and
 * `prefix` after the sign ("-£1,234.50"); `fallback` formats what needs an exponent.
 */
export function formatDecimal(
  value: number,
  { minFraction = 0, maxFraction = 3, prefix = '' },
  fallback: (value: number) => string,
): string {
  const text = digits(value, minFraction, maxFraction)
  return text === null ? fallback(value) : `${sign(value)}${prefix}${text}`
}
