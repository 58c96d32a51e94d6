import { beforeAll, describe, expect, it } from 'vitest'
import type { MockApi } from '../node'
import { seededMockApi } from '../testing/mock-api'
import { createTestClient } from '../testing/client'

let api: MockApi
beforeAll(async () => {
  api = await seededMockApi()
})
const client = () => createTestClient(api.host, api.router)

describe('simulated faults (/__mock/faults)', () => {
  it('fails only the exact path it names', async () => {
    const c = client()
    await c.post('/__mock/faults', { path: '/api/branding/1', status: 500, times: 1 })
    expect((await c.get('/api/branding')).status).not.toBe(500)
    expect((await c.get('/api/branding/1')).status).toBe(500)
    expect((await c.get('/api/branding/1')).status).toBe(200)
  })

  it('treats a trailing * as every path under the prefix, until cleared', async () => {
    const c = client()
    await c.post('/__mock/faults', { path: '/api/*', status: 503 })
    expect((await c.get('/api/branding/1')).status).toBe(503)
    expect((await c.get('/api/user')).status).toBe(503)
    expect((await c.get('/__mock/state')).status).toBe(200)
    await c.delete('/__mock/faults')
    expect((await c.get('/api/branding/1')).status).toBe(200)
  })
})
