import type { Database, Row, Table } from '../db/db'
import type { RelationDef } from './types'

/**
 * Relation look-ups over foreign-key columns. To-many relations use an index per
 * (table, key) that is rebuilt only when that table changes, as a database index would be,
 * so including `investments` on a page of 50 rows does not scan 50,000 rows 50 times.
 */
const indexes = new WeakMap<Table, Map<string, { version: number; map: Map<string, Row[]> }>>()

function indexBy(table: Table, key: string, keyOf: (r: Row) => string | null) {
  let perTable = indexes.get(table)
  if (!perTable) indexes.set(table, (perTable = new Map()))
  const hit = perTable.get(key)
  if (hit && hit.version === table.version) return hit.map
  const map = new Map<string, Row[]>()
  for (const row of table.all()) {
    const k = keyOf(row)
    if (k === null) continue
    const bucket = map.get(k)
    if (bucket) bucket.push(row)
    else map.set(k, [row])
  }
  perTable.set(key, { version: table.version, map })
  return map
}

export function isToMany(rel: RelationDef): boolean {
  return rel.kind !== 'belongsTo' && rel.kind !== 'hasOne'
}

/** The related row(s) of one parent row. */
export function related(db: Database, rel: RelationDef, parent: Row): Row | Row[] | null {
  const target = db.table(rel.related)
  switch (rel.kind) {
    case 'belongsTo': {
      const fk = parent[rel.foreignKey]
      return fk === null || fk === undefined ? null : (target.find(fk as number) ?? null)
    }
    case 'hasOne':
    case 'hasMany': {
      const fk = rel.foreignKey
      const rows =
        indexBy(target, `fk:${fk}`, (r) => (r[fk] == null ? null : String(r[fk]))).get(
          String(parent.id),
        ) ?? []
      const kept = rel.where ? rows.filter((r) => rel.where!(r, parent)) : rows
      return rel.kind === 'hasOne' ? (kept[0] ?? null) : kept
    }
    case 'morphMany': {
      const t = `${rel.morph}_type`
      const i = `${rel.morph}_id`
      const rows =
        indexBy(target, `morph:${rel.morph}`, (r) =>
          r[t] == null || r[i] == null ? null : `${r[t]}:${r[i]}`,
        ).get(`${rel.type}:${parent.id}`) ?? []
      return rows
    }
    case 'belongsToMany': {
      const pivot = db.table(rel.pivot)
      const fk = rel.foreignPivotKey
      const links =
        indexBy(pivot, `fk:${fk}`, (r) => (r[fk] == null ? null : String(r[fk]))).get(
          String(parent.id),
        ) ?? []
      const out: Row[] = []
      for (const link of links) {
        if (rel.wherePivot && !rel.wherePivot(link)) continue
        const row = target.find(link[rel.relatedPivotKey] as number)
        if (row) out.push({ ...row, pivot: { ...link } })
      }
      return out
    }
  }
}
