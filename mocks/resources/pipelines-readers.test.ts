import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { MockHost } from '../http/host'
import type { Router } from '../http/router'
import { createRouter } from '../handlers'
import { addUser, call, loginAs, makeTestHost } from '../realtime/test-host'

let host: MockHost
let router: Router
let pipeline: Row

beforeAll(async () => {
  host = makeTestHost().host
  router = createRouter()
  pipeline = await host.db.table('pipelines').insert({ name: 'Main', order: 1 })
  await host.db.table('pipeline-stages').insert({ pipeline_id: pipeline.id, name: 'Sourced' })
})

const as = async (role: number) => loginAs(host, (await addUser(host, role)).id)

describe('pipelines and stages (readers: pipeline_deals)', () => {
  it('are read by staff who may list deals, who still may not change them', async () => {
    // Entrepreneur (2): deals index, update, show; no settings.
    const entrepreneur = await as(2)
    for (const path of [
      '/api/pipelines',
      `/api/pipelines/${pipeline.id}`,
      `/api/pipeline-stages?filter[pipeline_id]=${pipeline.id}`,
    ]) {
      expect((await call(host, router, 'GET', path, entrepreneur)).status, path).toBe(200)
    }
    const created = await call(host, router, 'POST', '/api/pipeline-stages', {
      ...entrepreneur,
      json: { pipeline_id: pipeline.id, name: 'New' },
    })
    expect(created.status).toBe(403)
    const renamed = await call(host, router, 'PATCH', `/api/pipelines/${pipeline.id}`, {
      ...entrepreneur,
      json: { name: 'Renamed' },
    })
    expect(renamed.status).toBe(403)
  })

  it('stay closed to staff without deals and to investors', async () => {
    for (const role of [7, 12, 5]) {
      const res = await call(host, router, 'GET', '/api/pipelines', await as(role))
      expect(res.status, `role ${role}`).toBe(403)
    }
  })
})
