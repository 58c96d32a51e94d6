/**
 * Calendar-day arithmetic on ISO dates (YYYY-MM-DD) without time zones: a share issue date or a
 * tax year's edge is a day in the UK, and reading it through `new Date()` in another zone could
 * move it across 5/6 April.
 */

export interface Day {
  year: number
  month: number
  day: number
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/

/** The day an ISO date or timestamp names (its first ten characters); throws when it is none. */
export function parseDay(iso: string): Day {
  const m = ISO_DAY.exec(iso)
  if (!m) throw new RangeError(`Not an ISO date: ${JSON.stringify(iso)}`)
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    throw new RangeError(`Not a calendar date: ${JSON.stringify(iso)}`)
  return { year, month, day }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

export const formatDay = ({ year, month, day }: Day) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (d: Day) => Date.UTC(d.year, d.month - 1, d.day)
  return Math.round((utc(parseDay(to)) - utc(parseDay(from))) / 86_400_000)
}
