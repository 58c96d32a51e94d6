import { beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { Router } from '../http/router'
import { createRouter } from '../handlers'
import { checkedClient } from '../testing/checked-client'
import { addUser, call, loginAs, makeTestHost } from '../realtime/test-host'
import type { MockHost } from '../http/host'
import { broadcastDeal } from './pipeline-broadcast'

type One = { data: Row }
interface Sent {
  channel: string
  event: string
  data: { deal: Row }
}

let host: MockHost
let router: Router
let sent: Sent[]
let clock: Date
let admin: Row
let stages: Row[]
let pipelineId: number

beforeEach(async () => {
  const t = makeTestHost()
  host = t.host
  clock = new Date('2026-11-01T09:00:00.000Z')
  host.now = () => clock
  // The clock moves days between requests of one signed-in client: a session that long-lived.
  host.sessionLifetime = 60 * 24 * 30
  sent = []
  host.realtime = { publish: (channel, event, data) => sent.push({ channel, event, data } as Sent) }
  router = createRouter()
  admin = await addUser(host, 1)
  const pipeline = await host.db.table('pipelines').insert({ name: 'Main', order: 1 })
  pipelineId = pipeline.id
  stages = []
  for (const [order, name] of ['Sourced', 'Screening', 'Due diligence'].entries()) {
    stages.push(
      await host.db.table('pipeline-stages').insert({ pipeline_id: pipeline.id, name, order }),
    )
  }
})

async function createDeal() {
  const api = await checkedClient(host, router, admin.id)
  const res = await api.post<One>('/api/pipeline-deals', {
    name: 'Acme Seed',
    company_name: 'Acme Ltd',
    pipeline_id: pipelineId,
    pipeline_stage_id: stages[0].id,
  })
  expect(res.status).toBe(201)
  return { api, deal: res.body.data }
}

describe('pipeline-deals stage_changed_at', () => {
  it('is set when a deal is created', async () => {
    const { deal } = await createDeal()
    expect(deal.stage_changed_at).toBe('2026-11-01T09:00:00.000000Z')
  })

  it('restarts when the stage changes, and only then', async () => {
    const { api, deal } = await createDeal()
    clock = new Date('2026-11-05T10:00:00.000Z')
    const renamed = await api.patch<One>(`/api/pipeline-deals/${deal.id}`, { name: 'Acme A' })
    expect(renamed.body.data.stage_changed_at).toBe('2026-11-01T09:00:00.000000Z')
    const moved = await api.patch<One>(`/api/pipeline-deals/${deal.id}`, {
      pipeline_stage_id: stages[1].id,
    })
    expect(moved.body.data.pipeline_stage_id).toBe(stages[1].id)
    expect(moved.body.data.stage_changed_at).toBe('2026-11-05T10:00:00.000000Z')
  })

  it('cannot be written by a client', async () => {
    const { api, deal } = await createDeal()
    const res = await api.patch<One>(`/api/pipeline-deals/${deal.id}`, {
      stage_changed_at: '2020-01-01T00:00:00.000000Z',
    })
    expect(res.body.data.stage_changed_at).toBe('2026-11-01T09:00:00.000000Z')
  })
})

describe('pipeline deal broadcasts', () => {
  it('publishes PipelineDealUpdated with the deal on its pipeline’s channel', async () => {
    const { api, deal } = await createDeal()
    const channel = `private-pipelines.${pipelineId}`
    expect(sent).toEqual([
      {
        channel,
        event: 'App\\Events\\PipelineDealUpdated',
        data: { deal: expect.objectContaining({ id: deal.id }) },
      },
    ])
    sent.length = 0
    await api.patch(`/api/pipeline-deals/${deal.id}`, { pipeline_stage_id: stages[2].id })
    expect(sent).toHaveLength(1)
    expect(sent[0].event).toBe('App\\Events\\PipelineDealUpdated')
    expect(sent[0].data.deal).toMatchObject({
      id: deal.id,
      pipeline_stage_id: stages[2].id,
      stage_changed_at: expect.any(String),
    })
  })

  it('tells the pipeline a deal left that it is gone (delete, or a move to another pipeline)', async () => {
    const { deal } = await createDeal()
    sent.length = 0
    broadcastDeal(host, deal, 'delete')
    broadcastDeal(host, { ...deal, pipeline_id: pipelineId + 1 }, 'update', deal)
    expect(sent.map((s) => [s.channel, s.event])).toEqual([
      [`private-pipelines.${pipelineId}`, 'App\\Events\\PipelineDealDeleted'],
      [`private-pipelines.${pipelineId + 1}`, 'App\\Events\\PipelineDealUpdated'],
      [`private-pipelines.${pipelineId}`, 'App\\Events\\PipelineDealDeleted'],
    ])
  })
})

describe('POST /api/broadcasting/auth for private-pipelines.{id}', () => {
  const auth = async (user: Row, channel: string) => {
    const { cookies } = await loginAs(host, user.id)
    return call(host, router, 'POST', '/api/broadcasting/auth', {
      cookies,
      json: { socket_id: '1.2', channel_name: channel },
    })
  }

  it('signs it for staff who may list deals', async () => {
    for (const role of [1, 2, 3, 11]) {
      const res = await auth(await addUser(host, role), `private-pipelines.${pipelineId}`)
      expect(res.status, `role ${role}`).toBe(200)
    }
  })

  it('refuses investors, staff without deals and unknown pipelines', async () => {
    for (const role of [5, 7, 12]) {
      const res = await auth(await addUser(host, role), `private-pipelines.${pipelineId}`)
      expect(res, `role ${role}`).toEqual({ status: 403, body: { message: '' } })
    }
    const res = await auth(admin, `private-pipelines.${pipelineId + 99}`)
    expect(res.status).toBe(403)
  })
})
