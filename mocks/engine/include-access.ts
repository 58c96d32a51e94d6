import type { Row } from '../db/db'
import type { Ctx, ResourceDef } from './types'
import type { Registry } from './registry'
import type { IncludeTree } from './includes'
import { isToMany } from './relations'
import { ALL_ROWS, isInvestor, listScope } from './access'

/**
 * Does the request read, through `include`, a family the caller may not list? A to-many
 * include (an investor's investments, a record's notes) is that family's list, so it needs the
 * same grant as the list itself: SPEC §6 holds on every route that reaches the rows, not only
 * on the family's own. A belongs-to include is a reference (a transaction's investor, a note's
 * author) and is shown with the record that holds it; a count or exists flag (`withCount`) is
 * a figure of the record itself, read with it. Investors go by each family's investor scope,
 * row by row (serialize).
 */
export function includesForbidden(
  def: ResourceDef,
  tree: IncludeTree,
  ctx: Ctx,
  registry: Registry,
): boolean {
  if (isInvestor(ctx)) return false
  const rels = def.includes ?? {}
  for (const name of tree.relations.keys()) {
    const rel = rels[name]
    const child = rel && registry.forTable(rel.related)
    if (!rel || !child) continue
    if (isToMany(rel) && listScope(child, ctx) === null) return true
    const sub = tree.relations.get(name)
    if (sub && includesForbidden(child, sub, ctx, registry)) return true
  }
  return false
}

/** The included rows of a to-many relation the staff caller may list (its rows, as a list). */
export function staffVisible(rows: Row[], def: ResourceDef | undefined, ctx: Ctx): Row[] {
  if (!def) return rows
  const scope = listScope(def, ctx)
  return scope === null ? [] : scope === ALL_ROWS ? rows : rows.filter(scope)
}
