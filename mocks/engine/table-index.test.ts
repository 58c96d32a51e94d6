import { describe, expect, it } from 'vitest'
import { faker } from '@faker-js/faker'
import { Database, type Row } from '../db/db'
import { tableIndex } from './table-index'
import { norm, type SortField } from './collation'

/** The index after any mix of writes answers as a fresh sort and scan of the rows would. */
const specs: SortField[][] = [
  [{ field: 'amount', desc: true }],
  [
    { field: 'status', desc: false },
    { field: 'name', desc: true },
  ],
  [{ field: 'closes', desc: false }],
]

function reference(rows: Row[], spec: SortField[]): number[] {
  const key = (v: unknown) =>
    v === null || v === undefined ? null : typeof v === 'number' ? v : String(v).toLowerCase()
  return [...rows]
    .sort((a, b) => {
      for (const s of spec) {
        const x = key(a[s.field])
        const y = key(b[s.field])
        if (x === y) continue
        const dir = s.desc ? -1 : 1
        if (x === null) return -dir
        if (y === null) return dir
        return (x < y ? -1 : 1) * dir
      }
      return a.id - b.id
    })
    .map((r) => r.id)
}

const randomRow = () => ({
  amount: faker.number.int({ min: 1, max: 50 }),
  status: faker.helpers.arrayElement(['paid', 'Paid', 'reserved', null]),
  name: faker.helpers.arrayElement(['Alpha', 'beta', 'Gamma', 'delta']),
  closes: faker.helpers.arrayElement([null, '2026-01-01', '2026-02-01', '2025-12-31']),
})

describe('table index', () => {
  it('keeps orders, columns and flags in step with inserts, updates and deletes', async () => {
    faker.seed(7)
    const table = new Database().table('things')
    for (let i = 0; i < 200; i++) await table.insert(randomRow())
    const isPaid = (r: Row) => norm(r.status) === 'paid'
    const check = () => {
      const index = tableIndex(table)
      for (const spec of specs) {
        const order = index.order(spec)
        const ids = Array.from(order.slots.subarray(0, order.length), (s) => index.rows[s]!.id)
        expect(ids).toEqual(reference(table.all(), spec))
      }
      const status = index.column('status')
      const flags = index.flags(isPaid)
      const tally = (rows: Row[], column: string) => {
        const counts = new Map<string, number>()
        for (const row of rows)
          counts.set(norm(row[column]), (counts.get(norm(row[column])) ?? 0) + 1)
        return counts
      }
      const byStatus = tally(table.all(), 'status')
      status.values.forEach((v, code) => expect(status.counts[code]).toBe(byStatus.get(v) ?? 0))
      const name = index.column('name')
      const paidNames = tally(table.all().filter(isPaid), 'name')
      const flagged = index.flaggedCounts(isPaid, 'name')
      name.values.forEach((v, code) => expect(flagged[code] ?? 0).toBe(paidNames.get(v) ?? 0))
      for (const row of table.all()) {
        const slot = index.rows.indexOf(row)
        expect(status.values[status.codes[slot]]).toBe(norm(row.status))
        expect(flags.bits[slot]).toBe(isPaid(row) ? 1 : 0)
      }
    }
    check()
    for (let round = 0; round < 30; round++) {
      for (let w = 0; w < faker.number.int({ min: 1, max: 12 }); w++) {
        const ids = table.all().map((r) => r.id)
        const op = faker.number.int({ min: 0, max: 2 })
        if (op === 0) await table.insert(randomRow())
        else if (op === 1) await table.update(faker.helpers.arrayElement(ids), randomRow())
        else table.delete(faker.helpers.arrayElement(ids))
      }
      check()
    }
    // A clear and reload is a rebuild.
    table.clear()
    for (let i = 0; i < 20; i++) await table.insert(randomRow())
    check()
  })
})
