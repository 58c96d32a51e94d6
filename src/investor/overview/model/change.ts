import { changeDirection, formatGBP, formatPercent } from '@/lib/format'

/** The change in pounds with its sign: "+£496,071", "-£1,200", "£0". */
export function signedAmount(amount: number): string {
  const direction = changeDirection(amount)
  if (direction === 'flat') return formatGBP(0)
  const text = formatGBP(amount, { pence: 'never' })
  return direction === 'up' ? `+${text}` : text
}

/** "Up 29.85%", "Down 3.2%", "No change": the direction in words, never by colour alone. */
export function changeWords(amount: number, percent: number): string {
  const direction = changeDirection(amount)
  if (direction === 'flat') return 'No change'
  return `${direction === 'up' ? 'Up' : 'Down'} ${formatPercent(Math.abs(percent))}`
}
