import { timestamp } from '../db/db'
import type { SeedContext } from './context'

/** Helpers of the deals group's seeders: dates as the host stores them, GBP amounts, picks. */

export const DAY = 86_400_000

export const isoDate = (d: Date) => d.toISOString().slice(0, 10)

/** The calendar date `days` before the reference date (negative: after). */
export const dateAgo = (ctx: SeedContext, days: number) =>
  isoDate(new Date(ctx.refDate.getTime() - days * DAY))

export const addDays = (date: string, days: number) =>
  isoDate(new Date(Date.parse(date) + days * DAY))

/** Days from a calendar date to the reference date (positive when the date is past). */
export const daysSince = (ctx: SeedContext, date: string) =>
  Math.round((ctx.refDate.getTime() - Date.parse(date)) / DAY)

/** A timestamp on a calendar date, during office hours. */
export const stampOn = (ctx: SeedContext, date: string) =>
  timestamp(
    new Date(Date.parse(date) + ctx.faker.number.int({ min: 8 * 60, max: 18 * 60 }) * 60_000),
  )

export const money = (n: number) => Math.round(n * 100) / 100

export const roundTo = (n: number, step: number) => Math.max(step, Math.round(n / step) * step)

export const int = (ctx: SeedContext, min: number, max: number) =>
  ctx.faker.number.int({ min, max })

export const chance = (ctx: SeedContext, p: number) =>
  ctx.faker.number.float({ min: 0, max: 1 }) < p

/** A weighted pick: [[value, weight], ...]. */
export function weighted<T>(ctx: SeedContext, options: readonly (readonly [T, number])[]): T {
  const total = options.reduce((s, [, w]) => s + w, 0)
  let r = ctx.faker.number.float({ min: 0, max: total })
  for (const [v, w] of options) {
    r -= w
    if (r <= 0) return v
  }
  return options[options.length - 1][0]
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** Deterministic hex token from the seeded faker (invitation tokens, client secrets). */
export const token = (ctx: SeedContext, length = 40) =>
  ctx.faker.string.hexadecimal({ length, casing: 'lower', prefix: '' })

/**
 * ctx.insert with deterministic timestamps: rows that do not say when they were created get
 * the seed's fixed date rather than the wall clock the table would use.
 */
export function put(ctx: SeedContext, table: string, values: Record<string, unknown>) {
  const created = (values.created_at as string | undefined) ?? ctx.daysAgo(30)
  return ctx.insert(table, {
    ...values,
    created_at: created,
    updated_at: values.updated_at ?? created,
  })
}

export { sample, investorsOf, staffOf, userByEmail } from './context'
