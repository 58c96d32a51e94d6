import { defineAction, registerActions } from '../engine/actions'
import { writeOrder } from '../engine/reorder'
import type { Row } from '../db/db'
import { timestamp } from '../db/db'
import type { Router } from '../http/router'
import type { RequestContext } from '../http/context'
import { json, noContent, validationError } from '../http/responses'
import { recordJson } from '../engine/records'
import { validate } from '../engine/validate'
import { broadcastDeal } from '../host/pipeline-broadcast'
import { registry } from '../resources'
import { pipelineStages as stagesDef } from '../resources/pipeline-stages'

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/**
 * Settings > Pipelines beyond the plain family routes: a stage order saved as one call, and
 * deletes that keep every deal on a board. A pipeline holding deals is refused (its deals go
 * first); a stage holding deals is deleted only with `move_to_stage_id`, where they move first.
 * Registered before the families, so these DELETE routes answer for the generic ones.
 */
export function registerPipelineSettingsEndpoints(router: Router) {
  registerActions(router, [reorderStages, destroyStage, destroyPipeline])
}

const mayDelete = { resource: 'pipelines', action: 'delete', staff: true } as const

const findIn = (req: RequestContext, table: string, raw: unknown): Row | undefined =>
  /^\d+$/.test(String(raw ?? '')) ? req.host.db.table(table).find(Number(raw)) : undefined

const stagesOf = (req: RequestContext, pipelineId: number) =>
  req.host.db
    .table('pipeline-stages')
    .where((s) => s.pipeline_id === pipelineId)
    .sort((a, b) => Number(a.order) - Number(b.order) || a.id - b.id)

/**
 * POST /api/pipeline-stages/reorder {pipeline_id, ids}: `ids` is every stage of the pipeline in
 * its new order; each stage's `order` becomes its position (1-based). All or nothing.
 */
const reorderStages = defineAction({
  method: 'POST',
  path: '/api/pipeline-stages/reorder',
  may: { resource: 'pipelines', action: 'update', staff: true },
  rules: { pipeline_id: 'required|exists:pipelines,id' },
  handle: async (req, data) => {
    const pipelineId = Number(data.pipeline_id)
    const current = stagesOf(req, pipelineId)
    const raw = req.input.fields.ids
    const ids = Array.isArray(raw) ? raw.map((v) => Number(v)) : null
    const expected = current.map((s) => s.id).sort((a, b) => a - b)
    const given = ids ? [...ids].sort((a, b) => a - b) : []
    if (!ids || given.join(',') !== expected.join(',')) {
      return validationError({
        ids: [
          ids
            ? 'The ids must list every stage of the pipeline exactly once.'
            : 'The ids field is required.',
        ],
      })
    }
    const byId = new Map(current.map((s) => [s.id, s]))
    const at = timestamp(req.host.now())
    await writeOrder(
      req.host.db.table('pipeline-stages'),
      ids.map((id) => byId.get(id)!),
      () => ({ updated_at: at }),
    )
    return json({
      data: stagesOf(req, pipelineId).map((s) => recordJson(req, registry, stagesDef, s)),
    })
  },
})

/**
 * DELETE /api/pipeline-stages/{id}[?move_to_stage_id=]: a stage holding deals needs another
 * stage of the same pipeline to move them to (422 under `move_to_stage_id` otherwise).
 */
const destroyStage = defineAction({
  method: 'DELETE',
  path: '/api/pipeline-stages/:id',
  load: { table: 'pipeline-stages', model: 'PipelineStage' },
  may: mayDelete,
  handle: async (req, _data, stage) => {
    const db = req.host.db
    const deals = db.table('pipeline-deals').where((d) => d.pipeline_stage_id === stage.id)
    if (deals.length) {
      const raw = req.query.get('move_to_stage_id') ?? req.input.fields.move_to_stage_id
      if (raw == null || raw === '') {
        return validationError({
          move_to_stage_id: [
            `The stage ${String(stage.name)} holds ${plural(deals.length, 'deal')}: choose the stage to move them to.`,
          ],
        })
      }
      // Another stage of the same pipeline.
      const rule = `exists:pipeline-stages,id,pipeline_id,${stage.pipeline_id},id,!${stage.id}`
      const checked = validate({ move_to_stage_id: rule }, { move_to_stage_id: raw }, { db })
      if (!checked.ok) return validationError(checked.errors)
      const target = findIn(req, 'pipeline-stages', raw)!
      const at = timestamp(req.host.now())
      const table = db.table('pipeline-deals')
      for (const deal of deals) {
        const moved = await table.update(deal.id, {
          pipeline_stage_id: target.id,
          stage_changed_at: at,
          updated_at: at,
        })
        broadcastDeal(req.host, moved, 'update', deal)
      }
    }
    db.table('pipeline-stages').delete(stage.id)
    return noContent()
  },
})

/** DELETE /api/pipelines/{id}: refused with 422 while it holds deals; its stages go with it. */
const destroyPipeline = defineAction({
  method: 'DELETE',
  path: '/api/pipelines/:id',
  load: { table: 'pipelines', model: 'Pipeline' },
  may: mayDelete,
  handle: async (req, _data, pipeline) => {
    const db = req.host.db
    const deals = db.table('pipeline-deals').where((d) => d.pipeline_id === pipeline.id).length
    if (deals) {
      return validationError({
        pipeline: [
          `The pipeline ${String(pipeline.name)} holds ${plural(deals, 'deal')}: move them to another pipeline or delete them first.`,
        ],
      })
    }
    for (const stage of stagesOf(req, pipeline.id)) db.table('pipeline-stages').delete(stage.id)
    db.table('pipelines').delete(pipeline.id)
    return noContent()
  },
})
