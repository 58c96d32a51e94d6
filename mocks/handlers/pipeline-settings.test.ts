import { beforeEach, describe, expect, it } from 'vitest'
import { seedForTests } from '../testing/seed-snapshot'
import { Database, type Row } from '../db/db'
import type { MockHost } from '../http/host'
import { checkedClient } from '../testing/checked-client'
import { createRouter } from '.'

type List = { data: Row[] }
type Errors = { errors: Record<string, string[]> }

const router = createRouter()
let host: MockHost
let published: { channel: string; event: string }[]
const table = (name: string) => host.db.table(name)
const userId = (email: string) => table('users').first((u) => u.email === email)!.id
const as = (email: string) => checkedClient(host, router, userId(email))
const stagesOf = (pipelineId: number) =>
  table('pipeline-stages')
    .where((s) => s.pipeline_id === pipelineId)
    .sort((a, b) => Number(a.order) - Number(b.order))
const dealsIn = (stageId: number) =>
  table('pipeline-deals').where((d) => d.pipeline_stage_id === stageId)

let pipeline: Row

beforeEach(async () => {
  published = []
  host = {
    db: new Database(),
    realtime: { publish: (channel, event) => void published.push({ channel, event }) },
    pusher: { key: 'k', secret: 's' },
    now: () => new Date('2026-11-01T09:00:00.000Z'),
    reset: async () => {},
  }
  await seedForTests(host.db)
  pipeline = table('pipelines').first((p) => stagesOf(p.id).length >= 3)!
})

describe('POST /api/pipeline-stages/reorder', () => {
  it('saves every stage of the pipeline at its position', async () => {
    const ids = stagesOf(pipeline.id).map((s) => s.id)
    const next = [ids[ids.length - 1], ...ids.slice(0, -1)]
    const res = await (
      await as('superadmin@example.com')
    ).post<List>('/api/pipeline-stages/reorder', { pipeline_id: pipeline.id, ids: next })
    expect(res.status).toBe(200)
    expect(res.body.data.map((s) => s.id)).toEqual(next)
    expect(stagesOf(pipeline.id).map((s) => s.id)).toEqual(next)
  })

  it('refuses a list that misses or repeats a stage, changing nothing', async () => {
    const before = stagesOf(pipeline.id).map((s) => s.id)
    const admin = await as('superadmin@example.com')
    const res = await admin.post<Errors>('/api/pipeline-stages/reorder', {
      pipeline_id: pipeline.id,
      ids: [before[0], before[0]],
    })
    expect(res.status).toBe(422)
    expect(res.body.errors.ids[0]).toMatch(/every stage of the pipeline exactly once/)
    expect(stagesOf(pipeline.id).map((s) => s.id)).toEqual(before)
    const unknown = await admin.post<Errors>('/api/pipeline-stages/reorder', {
      pipeline_id: 99999,
      ids: before,
    })
    expect(unknown.body.errors.pipeline_id).toEqual(['The selected pipeline id is invalid.'])
  })

  it('is refused to staff who may read the board but not change pipelines', async () => {
    const ids = stagesOf(pipeline.id).map((s) => s.id)
    const res = await (
      await as('entrepreneur@example.com')
    ).post('/api/pipeline-stages/reorder', { pipeline_id: pipeline.id, ids })
    expect(res.status).toBe(403)
  })
})

describe('DELETE /api/pipeline-stages/{id}', () => {
  const withDeals = () => stagesOf(pipeline.id).find((s) => dealsIn(s.id).length > 0)!

  it('refuses a stage holding deals without a stage to move them to', async () => {
    const stage = withDeals()
    const held = dealsIn(stage.id).length
    const res = await (
      await as('superadmin@example.com')
    ).delete<Errors>(`/api/pipeline-stages/${stage.id}`)
    expect(res.status).toBe(422)
    expect(res.body.errors.move_to_stage_id[0]).toBe(
      `The stage ${String(stage.name)} holds ${held} deal${held === 1 ? '' : 's'}: choose the stage to move them to.`,
    )
    expect(table('pipeline-stages').find(stage.id)).toBeDefined()
  })

  it('moves the deals to the chosen stage, broadcasts them and deletes the stage', async () => {
    const stage = withDeals()
    const target = stagesOf(pipeline.id).find((s) => s.id !== stage.id)!
    const moving = dealsIn(stage.id).map((d) => d.id)
    const already = dealsIn(target.id).length
    const res = await (
      await as('superadmin@example.com')
    ).delete(`/api/pipeline-stages/${stage.id}?move_to_stage_id=${target.id}`)
    expect(res.status).toBe(204)
    expect(table('pipeline-stages').find(stage.id)).toBeUndefined()
    expect(dealsIn(target.id)).toHaveLength(already + moving.length)
    expect(published.filter((p) => p.channel === `private-pipelines.${pipeline.id}`)).toHaveLength(
      moving.length,
    )
  })

  it('refuses a stage of another pipeline as the target', async () => {
    const stage = withDeals()
    const foreign = table('pipeline-stages').first((s) => s.pipeline_id !== pipeline.id)!
    const res = await (
      await as('superadmin@example.com')
    ).delete<Errors>(`/api/pipeline-stages/${stage.id}?move_to_stage_id=${foreign.id}`)
    expect(res.status).toBe(422)
    expect(res.body.errors.move_to_stage_id).toEqual(['The selected move to stage id is invalid.'])
  })

  it('deletes an empty stage at once', async () => {
    const empty = await table('pipeline-stages').insert({
      pipeline_id: pipeline.id,
      name: 'Empty',
      order: 99,
    })
    const res = await (
      await as('superadmin@example.com')
    ).delete(`/api/pipeline-stages/${empty.id}`)
    expect(res.status).toBe(204)
  })
})

describe('DELETE /api/pipelines/{id}', () => {
  it('refuses a pipeline holding deals with a message naming them', async () => {
    const held = table('pipeline-deals').where((d) => d.pipeline_id === pipeline.id).length
    expect(held).toBeGreaterThan(0)
    const res = await (
      await as('superadmin@example.com')
    ).delete<Errors>(`/api/pipelines/${pipeline.id}`)
    expect(res.status).toBe(422)
    expect(res.body.errors.pipeline[0]).toBe(
      `The pipeline ${String(pipeline.name)} holds ${held} deal${held === 1 ? '' : 's'}: move them to another pipeline or delete them first.`,
    )
  })

  it('deletes an empty pipeline with its stages', async () => {
    const empty = await table('pipelines').insert({ name: 'Spare', order: 9 })
    await table('pipeline-stages').insert({ pipeline_id: empty.id, name: 'Only', order: 1 })
    const admin = await as('superadmin@example.com')
    expect((await admin.delete(`/api/pipelines/${empty.id}`)).status).toBe(204)
    expect(table('pipelines').find(empty.id)).toBeUndefined()
    expect(stagesOf(empty.id)).toEqual([])
    expect((await admin.delete(`/api/pipelines/${empty.id}`)).status).toBe(404)
  })
})
