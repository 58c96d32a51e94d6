import type { Row, Table } from '../db/db'

/**
 * The one way the host saves an order (settings option lists, pipeline stages): the rows take
 * `order` 1, 2, 3… as listed, and only those whose position changed are written, so an
 * unchanged list broadcasts nothing. `touch` is what else a moved row records (its
 * updated_at on the host's clock, where the family keeps it).
 */
export async function writeOrder(
  table: Table,
  rows: readonly Row[],
  touch: () => Record<string, unknown> = () => ({}),
) {
  for (const [i, row] of rows.entries()) {
    if (row.order !== i + 1) await table.update(row.id, { order: i + 1, ...touch() })
  }
}
