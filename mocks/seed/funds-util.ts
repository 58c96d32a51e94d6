import { timestamp } from '../db/db'
import type { SeedContext } from './context'

/** Shared helpers of the funds group's seeders (dates as the host stores them, rounding). */

export const DAY = 86_400_000

export const isoDate = (d: Date) => d.toISOString().slice(0, 10)

export const addDays = (date: string, days: number) =>
  isoDate(new Date(Date.parse(date) + days * DAY))

/** The calendar date `days` before the seed's reference date. */
export const dateAgo = (ctx: SeedContext, days: number) =>
  isoDate(new Date(ctx.refDate.getTime() - days * DAY))

/** A timestamp at the start of a calendar date plus a few working hours. */
export const stampOf = (date: string, hours = 9) =>
  timestamp(new Date(Date.parse(date) + hours * 3_600_000))

/** Quarter-end dates (YYYY-03-31, -06-30, -09-30, -12-31) after `from` and up to `to`. */
export function quarterEnds(from: string, to: string): string[] {
  const out: string[] = []
  let year = Number(from.slice(0, 4))
  const ends = ['03-31', '06-30', '09-30', '12-31']
  for (;;) {
    for (const e of ends) {
      const d = `${year}-${e}`
      if (d > to) return out
      if (d >= from) out.push(d)
    }
    year++
  }
}

/** Reporting period of a date: 2026-Q3. */
export const periodOf = (date: string) =>
  `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`

export const round = (n: number, dp: number) => {
  const f = 10 ** dp
  return Math.round(n * f) / f
}
export const money = (n: number) => round(n, 2)

/** A GBP amount between min and max in steps (e.g. £5,000). */
export const amountIn = (ctx: SeedContext, min: number, max: number, step: number) =>
  ctx.faker.number.int({ min: Math.ceil(min / step), max: Math.floor(max / step) }) * step

export { sample, investorsOf, staffOf, userByEmail as byEmail } from './context'
