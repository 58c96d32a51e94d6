// The en_GB entry only: the package's main entry loads every locale (about 0.3 s per process).
import type { Faker } from '@faker-js/faker'
import { faker as enGB } from '@faker-js/faker/locale/en_GB'
import type { Database, Row } from '../db/db'
import { timestamp } from '../db/db'
import { SEED_REFERENCE_DATE } from './reference-date'

export { SEED_REFERENCE_DATE, seedReferenceDate } from './reference-date'

export type SeedSize = 'normal' | 'large'

/** Faker's seed: the same rows every day; only their dates follow the reference day. */
export const SEED = 20261101

export interface SeedContext {
  db: Database
  size: SeedSize
  /** A seeded faker with the en_GB locale: UK names, companies, postcodes, phone numbers. */
  faker: Faker
  refDate: Date
  /** Insert without change events (seeding is not a user write). */
  insert<T extends Row>(table: string, values: Partial<T> & Record<string, unknown>): Promise<T>
  /** Ids of a table's rows, for picking foreign keys. */
  ids(table: string): number[]
  pick<T>(items: readonly T[]): T
  /** Carbon-style timestamp `days` before (negative: after) the reference date. */
  daysAgo(days: number): string
}

export function createSeedContext(
  db: Database,
  size: SeedSize,
  refDate: Date = SEED_REFERENCE_DATE,
): SeedContext {
  // A faker of its own per context (en_GB, then en, then base, as the entry's own instance).
  const faker = new (enGB.constructor as typeof Faker)({ locale: enGB.rawDefinitions, seed: SEED })
  faker.setDefaultRefDate(refDate)
  return {
    db,
    size,
    faker,
    refDate,
    insert: (table, values) => db.table(table).insert(values, { silent: true }) as never,
    ids: (table) =>
      db
        .table(table)
        .all()
        .map((r) => r.id),
    pick: (items) => items[faker.number.int({ min: 0, max: items.length - 1 })],
    daysAgo: (days) => timestamp(new Date(refDate.getTime() - days * 86_400_000)),
  }
}

/** `n` distinct items of `items`, deterministic under the seeded faker. */
export const sample = <T>(ctx: SeedContext, items: readonly T[], n: number): T[] =>
  ctx.faker.helpers.arrayElements(items as T[], Math.min(n, items.length))

/** Verified investors (role 5), in id order. */
export const investorsOf = (ctx: SeedContext) =>
  ctx.db.table('users').where((u) => u.role_id === 5 && u.email_verified_at != null)

/** Staff accounts (every role but 5). */
export const staffOf = (ctx: SeedContext) =>
  ctx.db.table('users').where((u) => u.role_id != null && u.role_id !== 5)

export const userByEmail = (ctx: SeedContext, email: string): Row | undefined =>
  ctx.db.table('users').first((u) => u.email === email)
