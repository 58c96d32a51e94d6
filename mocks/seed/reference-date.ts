/**
 * The day the unit tests' seed is dated around (they pin the host's clock to it). The hosts
 * themselves seed around the day they are made or reset (seedReferenceDate), so live
 * opportunities stay open as the calendar moves instead of drifting into "Closing date passed".
 */
export const SEED_REFERENCE_DATE = new Date('2026-11-01T09:00:00.000Z')

/**
 * 09:00 UTC on the calendar day of `now`: every seed made that day is the same, and one made
 * n days later has every date n days later (the clock time never leaks into the rows).
 */
export function seedReferenceDate(now: Date): Date {
  const day = new Date(now.getTime())
  day.setUTCHours(9, 0, 0, 0)
  return day
}
