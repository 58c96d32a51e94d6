import type { Database, Row, Table } from '../../db/db'
import { timestamp } from '../../db/db'
import type { Ctx } from '../../engine/types'
import { SUBJECT_FAMILIES } from '../../../src/lib/resources/subject'

/**
 * Families that may own polymorphic children (notes, tasks, call-logs, documents, activity,
 * attribute-values, folder-structures): the `*_type` column holds one of these family names.
 */
export const MORPH_PARENTS = SUBJECT_FAMILIES

export const morphIn = `in:${MORPH_PARENTS.join(',')}`

/** Investor scope of rows that carry the investor's id in `column`. */
export const ownBy =
  (column: string) =>
  (row: Row, ctx: Ctx): boolean =>
    ctx.user !== null && row[column] === ctx.user.id

/**
 * Columns an investor may not set on their own rows are dropped from the request before the
 * engine validates it, as a Laravel FormRequest for the investor guard would `->except()`
 * them. The engine calls `investor.update` before it reads the input, so the scope does it.
 */
export function stripInput(ctx: Ctx, columns: readonly string[]) {
  for (const c of columns) delete ctx.req.input.fields[c]
}

export const now = (ctx: Ctx) => timestamp(ctx.req.host.now())

export const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))

export const matches = (term: string | undefined, ...values: unknown[]) => {
  const needle = (term ?? '').toLowerCase()
  return values.some((v) => text(v).toLowerCase().includes(needle))
}

export const fullName = (u: Row | undefined | null) =>
  u ? `${text(u.name)} ${text(u.surname)}`.trim() : ''

/** spatie/laravel-activitylog's row, written as the backend's model observers would. */
export async function logActivity(
  ctx: Ctx,
  subjectType: string,
  subject: Row,
  event: string,
  description: string,
  properties: Record<string, unknown> = {},
) {
  const at = now(ctx)
  await ctx.req.host.db.table('activity').insert({
    log_name: 'default',
    description,
    event,
    subject_type: subjectType,
    subject_id: subject.id,
    causer_id: ctx.user?.id ?? null,
    properties,
    created_at: at,
    updated_at: at,
  })
}

/** The activity event matching a write. */
export const eventOf = (op: 'create' | 'update' | 'delete') =>
  op === 'create' ? 'created' : op === 'update' ? 'updated' : 'deleted'

const linkCache = new WeakMap<Table, Map<number, { version: number; ids: Set<number> }>>()

/** Organisations a user is linked to (any application status), cached per links version. */
export function linkedOrganisationIds(db: Database, userId: number): Set<number> {
  const links = db.table('organisation-links')
  let perTable = linkCache.get(links)
  if (!perTable) linkCache.set(links, (perTable = new Map()))
  const hit = perTable.get(userId)
  if (hit && hit.version === links.version) return hit.ids
  const ids = new Set(
    links.where((l) => l.user_id === userId).map((l) => Number(l.organisation_id)),
  )
  perTable.set(userId, { version: links.version, ids })
  return ids
}

/**
 * Eloquent's `datetime` and `date` casts: whatever format a form sent, the column serialises
 * as Carbon does. The engine stores validated input as sent, so afterWrite normalises it.
 */
export async function castDates(
  ctx: Ctx,
  table: string,
  row: Row,
  casts: { datetime?: readonly string[]; date?: readonly string[] },
) {
  const patch: Record<string, unknown> = {}
  const parse = (v: unknown) => (typeof v === 'string' && v !== '' ? new Date(v) : null)
  for (const c of casts.datetime ?? []) {
    const d = parse(row[c])
    if (d && !isNaN(d.getTime()) && timestamp(d) !== row[c]) patch[c] = timestamp(d)
  }
  for (const c of casts.date ?? []) {
    const v = row[c]
    if (typeof v === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(v)) {
      const d = parse(v)
      if (d && !isNaN(d.getTime())) patch[c] = timestamp(d).slice(0, 10)
    }
  }
  if (Object.keys(patch).length)
    await ctx.req.host.db.table(table).update(row.id, patch, { touch: false })
}
