/**
 * Request bodies for the sweep's family writes, made from a seeded row of the family itself:
 * its columns that have rules (unique ones made unique), so a store is a realistic record
 * that passes the family's own rules, and an update sends values the row already holds.
 */
import type { Row } from '../db/db'
import type { ResourceDef } from '../engine/types'
import { allowedIncludes } from '../engine/includes'
import { registry } from '../resources'
import type { SweepEnv } from './sweep-env'
import { isStaff } from '../../src/lib/permissions'
import { certificateRefusal } from '../resources/groups/tax-relief'

/** Columns the seeded row lacks but the rules want, per family (stores and replaces). */
export const EXTRA: Record<string, Record<string, unknown>> = {
  users: { password: 'password', password_confirmation: 'password' },
  // Uploads keep a host-relative url, which the `url` rule (rightly) refuses as input.
  documents: { url: 'https://files.example.com/sweep.pdf' },
  // The first seeded attribute is locked; only Support may set the lock (SPEC §6).
  attributes: { is_locked: 0 },
}

/** A staff member not yet in `table` (within the body's scope): each is attached once there. */
const unattachedStaff =
  (table: string, scope: string[] = []) =>
  (env: SweepEnv, body: Record<string, unknown>) => {
    const taken = env.db
      .table(table)
      .where((r) => scope.every((c) => r[c] === body[c]))
      .map((r) => r.user_id)
    const staff = env.db
      .table('users')
      .first((u) => isStaff(u.role_id as number) && !taken.includes(u.id))
    if (!staff) throw new Error(`sweep: every staff member is already in ${table}`)
    return { user_id: staff.id }
  }

/** Store columns that depend on what the seed already holds, per family. */
const FRESH: Record<
  string,
  (env: SweepEnv, body: Record<string, unknown>) => Record<string, unknown>
> = {
  'default-associates': unattachedStaff('default-associates'),
  'investor-associates': unattachedStaff('investor-associates', ['investor_id']),
  // One certificate per investment: an outstanding one (statement authorised, none yet).
  'tax-certificates': (env) => ({ investment_id: outstandingInvestment(env) }),
}

/** A seeded investment that may have its certificate added now. */
function outstandingInvestment(env: SweepEnv): number {
  const inv = env.db
    .table('investments')
    .first((i) => i.share_issue_id != null && certificateRefusal(env.db, i.id) === null)
  if (!inv) throw new Error('sweep: the seed has no investment awaiting its certificate')
  return inv.id
}

const ruleList = (spec: string) => spec.split('|')
const has = (spec: string, name: string) => ruleList(spec).some((r) => r.split(':')[0] === name)

/** A value that passes a unique rule: same shape, new content. */
function uniqueVariant(value: unknown, spec: string, n: number): unknown {
  if (has(spec, 'email')) return `sweep${n}.${String(value)}`
  if (typeof value === 'number') return value + 100000 + n
  const max = ruleList(spec).find((r) => r.startsWith('max:'))
  const text = `${String(value)}-sweep${n}`
  return max ? text.slice(-Number(max.slice(4))) : text
}

/** The belongsTo columns of every family that point at `family`. */
const referencesTo = (family: string) =>
  registry
    .all()
    .flatMap((d) =>
      Object.values(d.includes ?? {}).flatMap((rel) =>
        rel.kind === 'belongsTo' && rel.related === family
          ? [{ table: d.table ?? d.family, column: rel.foreignKey }]
          : [],
      ),
    )

/**
 * A value for a column that is both `in:` a fixed list and unique. When the seed holds the
 * whole catalogue, the last row is taken out first (references to it set to null, as
 * nullOnDelete would), so the store re-creates it.
 */
async function freeChoice(env: SweepEnv, def: ResourceDef, field: string, spec: string) {
  const options =
    ruleList(spec)
      .find((r) => r.startsWith('in:'))
      ?.slice(3)
      .split(',') ?? []
  const table = env.db.table(def.table ?? def.family)
  const used = new Set(table.all().map((r) => String(r[field])))
  const free = options.find((o) => !used.has(o))
  if (free !== undefined) return free
  const spare = table.all().at(-1)
  if (!spare) throw new Error(`sweep: ${def.family} ${field} has no free value`)
  for (const { table: t, column } of referencesTo(def.family)) {
    for (const r of env.db.table(t).where((x) => x[column] === spare.id))
      await env.db.table(t).update(r.id, { [column]: null })
  }
  table.delete(spare.id)
  return spare[field]
}

/** A store body: the template's columns, unique ones made unique. */
export async function storePayload(env: SweepEnv, def: ResourceDef, template: Row) {
  const n = env.next()
  const body = payloadFrom(template, def.rules, n)
  for (const [field, spec] of Object.entries(def.rules)) {
    if (has(spec, 'unique') && has(spec, 'in'))
      body[field] = await freeChoice(env, def, field, spec)
  }
  return { ...body, ...EXTRA[def.family], ...FRESH[def.family]?.(env, body) }
}

/** The fields of `row` that `rules` accept, ready to send as JSON. */
export function payloadFrom(
  row: Row,
  rules: Record<string, string>,
  n?: number,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [field, spec] of Object.entries(rules)) {
    let value = row[field]
    if (value === undefined || value === null) continue
    if (n !== undefined && has(spec, 'unique')) value = uniqueVariant(value, spec, n)
    if (has(spec, 'json') && typeof value !== 'string') value = JSON.stringify(value)
    out[field] = value
  }
  return out
}

/** The rules of an update, less the columns only a dedicated action changes. */
export function plainUpdateRules(def: ResourceDef): Record<string, string> {
  const rules = def.updateRules ?? def.rules
  return Object.fromEntries(Object.entries(rules).filter(([f]) => !(f in (def.dedicated ?? {}))))
}

/** One scalar field of the row, for PATCH and the spoofed form (strings travel in forms). */
export function smallPatch(def: ResourceDef, row: Row): Record<string, unknown> {
  const full = payloadFrom(row, plainUpdateRules(def))
  const key =
    Object.keys(full).find(
      (k) => typeof full[k] === 'string' && !has(def.rules[k] ?? '', 'json'),
    ) ?? Object.keys(full).find((k) => typeof full[k] === 'number')
  return key ? { [key]: full[key] } : {}
}

/**
 * Every include (with its Count and Exists) and every append of the family: a show asks for
 * them all, so the contract's relation and computed properties are checked too.
 */
export function everything(def: ResourceDef): string {
  const q = new URLSearchParams()
  const include = allowedIncludes(def)
  if (include.length) q.set('include', include.join(','))
  const append = Object.keys(def.appends ?? {})
  if (append.length) q.set('append', append.join(','))
  const s = q.toString()
  return s ? `?${s}` : ''
}
