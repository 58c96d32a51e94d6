import type { Row } from '../db/db'
import type { Router } from '../http/router'
import type { RequestContext } from '../http/context'
import {
  forbidden,
  json,
  message,
  modelNotFound,
  noContent,
  validationError,
} from '../http/responses'
import type { Ctx, ResourceDef } from './types'
import { ctxOf, newRow } from './records'
import { Registry, tableOf } from './registry'
import { parseListQuery, type ListQuery } from './query-params'
import { parseIncludes } from './includes'
import { matchRows } from './list-query'
import { checkProjection, serialize, type Projection } from './serialize'
import { paginate } from './paginate'
import { attributeName, validate } from './validate'
import { canOnRow, isInvestor, listScope } from './access'
import { includesForbidden } from './include-access'
import { toCsv } from './csv'
import { featureOff } from '../host/features'

/** Laravel's `prohibited` answer for each column only a dedicated action may change. */
function dedicatedFields(def: ResourceDef, ctx: Ctx) {
  if (!def.dedicated || isInvestor(ctx)) return null
  const sent = Object.keys(ctx.req.input.fields).filter((f) => f in def.dedicated!)
  if (sent.length === 0) return null
  return Object.fromEntries(sent.map((f) => [f, [`The ${attributeName(f)} field is prohibited.`]]))
}

export function registerResources(router: Router, registry: Registry) {
  for (const def of registry.all()) registerResource(router, registry, def)
}

function registerResource(router: Router, registry: Registry, def: ResourceDef) {
  const table = (req: RequestContext) => req.host.db.table(tableOf(def))
  const base = `/api/${def.family}`
  const serves = (v: NonNullable<ResourceDef['only']>[number]) => !def.only || def.only.includes(v)

  const projection = (req: RequestContext, q = parseListQuery(req.query)): Projection => {
    const p = {
      tree: parseIncludes(def, q.includes, registry),
      fields: q.fields,
      appends: q.appends,
    }
    checkProjection(def, p, registry)
    return p
  }
  const readsForbidden = (req: RequestContext, p: Projection) =>
    includesForbidden(def, p.tree, ctxOf(req), registry)
  const one = (req: RequestContext, row: Row, p: Projection) =>
    serialize(req.host.db, registry, def, row, p, p.tree, ctxOf(req))

  /** The filtered, sorted rows a list or export would return, those in [start, end) read. */
  const listRows = (req: RequestContext, q: ListQuery, start?: number, end?: number) => {
    const ctx = ctxOf(req)
    const scope = listScope(def, ctx)
    if (!scope) return null
    return matchRows(table(req), def, q, ctx, scope, start, end)
  }

  const find = (req: RequestContext) => {
    const id = req.params.id
    return /^\d+$/.test(id) ? table(req).find(Number(id)) : undefined
  }

  if (serves('export'))
    router.get(`${base}/export`, (req) => {
      const matched = listRows(req, parseListQuery(req.query))
      if (!matched) return forbidden()
      const rows = matched.rows
      const columns = def.export === false ? def.fields : (def.export ?? def.fields)
      return new Response(toCsv(rows, columns), {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=UTF-8',
          'Content-Disposition': `attachment; filename="${def.family}-export.csv"`,
        },
      })
    })

  if (serves('index'))
    router.get(base, (req) => {
      const q = parseListQuery(req.query)
      const p = projection(req, q)
      if (readsForbidden(req, p)) return forbidden()
      const start = (q.page - 1) * q.perPage
      const matched = listRows(req, q, start, start + q.perPage)
      if (!matched) return forbidden()
      const page = matched.rows.map((r) => one(req, r, p))
      return json(paginate(page, matched.total, q.page, q.perPage, req.url))
    })

  if (serves('show'))
    router.get(`${base}/:id`, (req) => {
      const p = projection(req)
      const row = find(req)
      if (!row) return modelNotFound(def.model, req.params.id)
      if (!canOnRow(def, ctxOf(req), 'show', row) || readsForbidden(req, p)) return forbidden()
      return json({ data: one(req, row, p) })
    })

  if (serves('store'))
    router.post(base, async (req) => {
      const ctx = ctxOf(req)
      const off = def.feature && featureOff(req.host.db, def.feature)
      if (off) return off
      let forced: Record<string, unknown> = {}
      if (isInvestor(ctx)) {
        const allowed = def.investor?.create?.(req.input.fields, ctx)
        if (!allowed) return forbidden()
        forced = allowed
      } else if (!listScope(def, ctx, 'create')) return forbidden()
      const p = projection(req)
      if (readsForbidden(req, p)) return forbidden()
      const { ok, errors, data } = validate(def.rules, req.input.fields, { db: req.host.db })
      if (!ok) return validationError(errors)
      const refused = def.refuse?.({ ...data, ...forced }, ctx)
      if (refused) return validationError(refused)
      const values = newRow(def, { ...data, ...forced }, ctx)
      if (!isInvestor(ctx) && !canOnRow(def, ctx, 'create', values as Row)) return forbidden()
      const row = await table(req).insert(values)
      await def.afterWrite?.(row, 'create', ctx)
      return json({ data: one(req, table(req).find(row.id) ?? row, p) }, 201)
    })

  const update = async (req: RequestContext) => {
    const ctx = ctxOf(req)
    const row = find(req)
    if (!row) return modelNotFound(def.model, req.params.id)
    const off = def.feature && featureOff(req.host.db, def.feature)
    if (off) return off
    if (!canOnRow(def, ctx, 'update', row)) return forbidden()
    const held = dedicatedFields(def, ctx)
    if (held) return validationError(held)
    const p = projection(req)
    if (readsForbidden(req, p)) return forbidden()
    const rules = def.updateRules ?? def.rules
    const { ok, errors, data } = validate(rules, req.input.fields, {
      db: req.host.db,
      partial: true,
      ignoreId: row.id,
    })
    if (!ok) return validationError(errors)
    const refused = def.refuse?.(data, ctx, row)
    if (refused) return validationError(refused)
    const before = { ...row }
    const updated = await table(req).update(row.id, data)
    await def.afterWrite?.(updated, 'update', ctx, before)
    return json({ data: one(req, table(req).find(row.id) ?? updated, p) })
  }

  const destroy = async (req: RequestContext) => {
    const ctx = ctxOf(req)
    const row = find(req)
    if (!row) return modelNotFound(def.model, req.params.id)
    const force = req.query.get('force') === '1'
    // The feature's middleware runs before the policy: the refusal names the real reason.
    const off = def.feature && featureOff(req.host.db, def.feature)
    if (off) return off
    if (!canOnRow(def, ctx, force ? 'delete_unsafe' : 'delete', row)) return forbidden()
    const held = def.dependants?.(row, ctx) ?? null
    if (held && !force) return message(409, held.message)
    held?.remove()
    table(req).delete(row.id)
    await def.afterWrite?.(row, 'delete', ctx)
    return noContent()
  }

  if (serves('update')) {
    router.patch(`${base}/:id`, update)
    router.put(`${base}/:id`, update)
  }
  if (serves('destroy')) router.delete(`${base}/:id`, destroy)
}
