import { formatGBP } from './money'
import { formatPercent } from './number'

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
