import type { Router } from '../http/router'
import type { RequestContext } from '../http/context'
import { forbidden, json, validationError } from '../http/responses'
import { canOnRow, listScope } from '../engine/access'
import { defineAction, registerActions } from '../engine/actions'
import { ctxOf, recordJson } from '../engine/records'
import { writeOrder } from '../engine/reorder'
import { validate } from '../engine/validate'
import { registry } from '../resources'
import { REORDERABLE_FAMILIES } from '../resources/groups/option-lists'
import { featureOff } from '../host/features'

/** The settings option lists staff put in order by dragging (or Move up / Move down). */
export function registerOptionListEndpoints(router: Router) {
  registerActions(
    router,
    REORDERABLE_FAMILIES.map((family) =>
      defineAction({
        method: 'POST',
        path: `/api/${family}/reorder`,
        // As a FormRequest's authorize(): a caller who may not update the list is refused
        // before anything they sent is read.
        may: (req) => !!listScope(registry.family(family)!, ctxOf(req), 'update'),
        handle: (req) => reorder(req, family),
      }),
    ),
  )
}

/**
 * POST /api/{family}/reorder {ids}: the rows named take `order` 1, 2, 3… in the order sent
 * (rows not named keep theirs). Each must be one the user may update; all or none move.
 */
async function reorder(req: RequestContext, family: string): Promise<Response> {
  const def = registry.family(family)!
  const db = req.host.db
  const ctx = ctxOf(req)
  // A reorder is a write: a family behind a feature that is off refuses it as its CRUD does.
  const off = def.feature && featureOff(db, def.feature)
  if (off) return off
  const input = req.input.fields
  const { errors } = validate({ ids: 'required|array|min:1' }, input, { db })
  const table = db.table(def.table ?? family)
  const rows = Array.isArray(input.ids)
    ? input.ids.map((raw, n) => {
        const row = /^\d+$/.test(String(raw)) ? table.find(Number(raw)) : undefined
        if (!row) errors[`ids.${n}`] = [`The selected ids.${n} is invalid.`]
        return row
      })
    : []
  if (Object.keys(errors).length) return validationError(errors)
  const found = rows.filter((r) => r !== undefined)
  if (found.some((row) => !canOnRow(def, ctx, 'update', row))) return forbidden()
  await writeOrder(table, found)
  return json({ data: found.map((r) => recordJson(req, registry, def, table.find(r.id) ?? r)) })
}
