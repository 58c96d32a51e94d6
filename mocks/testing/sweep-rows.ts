import type { Row } from '../db/db'
import type { SweepEnv } from './sweep-env'

/** The first seeded row that fits: a sweep call needs one, so a seed without it fails loudly. */
export function first(env: SweepEnv, table: string, where: (r: Row) => boolean, what: string): Row {
  const row = env.db.table(table).first(where)
  if (!row) throw new Error(`sweep: the seed has no ${what}`)
  return row
}
