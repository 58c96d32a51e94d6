import { formatDate, toDate, type DateInput } from './date'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** From this age on a timestamp shows as its date: "43 days ago" is harder to place. */
export const RELATIVE_TIME_MAX_DAYS = 30

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`

/**
 * SPEC §8 relative times, counted in whole elapsed units (rounded down):
 * - under a minute (and any future time, i.e. clock skew): "Just now"
 * - under an hour: "1 min ago", "N mins ago"
 * - under a day: "1 hour ago", "N hours ago"
 * - under 30 days: "1 day ago", "N days ago"
 * - 30 days or more: the date, en-GB, e.g. "12 Mar 2026" (formatDate).
 * Missing or invalid input gives ''.
 */
export function relativeTime(
  value: DateInput | null | undefined,
  now: DateInput = Date.now(),
): string {
  const date = toDate(value)
  const reference = toDate(now)
  if (!date || !reference) return ''
  const elapsed = reference.getTime() - date.getTime()
  if (elapsed < MINUTE) return 'Just now'
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'min')
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour')
  const days = Math.floor(elapsed / DAY)
  if (days < RELATIVE_TIME_MAX_DAYS) return plural(days, 'day')
  return formatDate(date)
}
