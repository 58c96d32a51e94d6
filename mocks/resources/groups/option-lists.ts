import type { Row } from '../../db/db'
import type { Ctx } from '../../engine/types'

/** A table whose rows point at an option list's row, named for the message. */
export interface OptionUse {
  table: string
  column: string
  /** Singular and plural, e.g. ['opportunity', 'opportunities']. */
  noun: readonly [string, string]
  /** Which of the row's columns the use points at (default the id; KPI categories by key). */
  key?: string
  /** On a forced delete (SPEC §6 delete_unsafe) the uses are cleared (default) or removed. */
  onForce?: 'clear' | 'remove'
}

const counted = (n: number, [one, many]: readonly [string, string]) =>
  `${n} ${n === 1 ? one : many}`

/**
 * The `dependants` of a settings option list (industries, investment types, lead statuses…):
 * a row still in use is kept with a 409 naming its uses, "This industry is used by 4
 * opportunities and cannot be deleted.", as the backend's foreign keys would refuse it.
 */
export const refuseWhileUsed =
  (what: string, uses: readonly OptionUse[]) =>
  (row: Row, ctx: Ctx): { message: string; remove: () => void } | null => {
    const db = ctx.req.host.db
    const found = uses
      .map((use) => {
        const value = row[use.key ?? 'id']
        return { use, rows: db.table(use.table).where((r) => r[use.column] === value) }
      })
      .filter((f) => f.rows.length > 0)
    if (found.length === 0) return null
    const list = found.map((f) => counted(f.rows.length, f.use.noun))
    const joined = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0]
    return {
      message: `This ${what} is used by ${joined} and cannot be deleted.`,
      remove: () => {
        for (const { use, rows } of found) {
          for (const r of rows) {
            if (use.onForce === 'remove') db.table(use.table).delete(r.id)
            else void db.table(use.table).update(r.id, { [use.column]: null })
          }
        }
      },
    }
  }

/** The families whose rows staff put in order in settings: POST /api/{family}/reorder. */
export const REORDERABLE_FAMILIES = [
  'industries',
  'types',
  'sub-types',
  'characters',
  'lead-statuses',
  'custom-kpis',
  'kpi-categories',
  'investment-categories',
  'onboarding-document-types',
] as const
