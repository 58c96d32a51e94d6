import type { Row } from '../db/db'
import type { RequestContext } from '../http/context'
import type { Ctx, ResourceDef } from './types'
import type { Registry } from './registry'
import { tableOf } from './registry'
import { parseIncludes } from './includes'
import { checkProjection, serialize } from './serialize'

export const ctxOf = (req: RequestContext): Ctx => ({ req, user: req.user })

/** A new row as the model would be created: every declared column, the defaults, the values. */
export function newRow(def: ResourceDef, values: Record<string, unknown>, ctx: Ctx) {
  const blank: Record<string, unknown> = {}
  for (const f of def.fields)
    if (f !== 'id' && f !== 'created_at' && f !== 'updated_at') blank[f] = null
  return { ...blank, ...(def.defaults?.(values, ctx) ?? {}), ...values }
}

/** Insert through the declaration, running its side effects (observers, events). */
export async function insertRecord(
  req: RequestContext,
  def: ResourceDef,
  values: Record<string, unknown>,
) {
  const ctx = ctxOf(req)
  const row = await req.host.db.table(tableOf(def)).insert(newRow(def, values, ctx))
  await def.afterWrite?.(row, 'create', ctx)
  return req.host.db.table(tableOf(def)).find(row.id) ?? row
}

/** Serialise one row as the family's JSON, with `include` names (throws BadQuery if unknown). */
export function recordJson(
  req: RequestContext,
  registry: Registry,
  def: ResourceDef,
  row: Row,
  includes: string[] = [],
) {
  const p = {
    tree: parseIncludes(def, includes, registry),
    fields: new Map<string, string[]>(),
    appends: [],
  }
  checkProjection(def, p, registry)
  return serialize(req.host.db, registry, def, row, p, p.tree, ctxOf(req))
}
