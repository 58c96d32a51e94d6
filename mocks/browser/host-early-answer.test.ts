import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { MockApi } from '../node'
import { seededMockApi } from '../testing/mock-api'
import { createTestClient, type TestClient } from '../testing/client'
import { EARLY_READ_PATHS } from '../../src/lib/api/early-reads'
import { hostEarlyAnswer } from './host-early-answer'

const ORIGIN = 'http://127.0.0.1:5173'
let api: MockApi
let client: TestClient

beforeAll(async () => {
  api = await seededMockApi()
})
beforeEach(async () => {
  client = createTestClient(api.host, api.router)
  await client.delete('/__mock/faults')
  await client.post('/__mock/latency', { ms: 0 })
})

/** document.cookie's form of the client's jar. */
const cookieHeader = () =>
  Object.entries(client.cookies())
    .map(([k, v]) => `${k}=${v}`)
    .join('; ')

const answer = (path: string) => hostEarlyAnswer(api.host, api.router, path, cookieHeader(), ORIGIN)

describe('hostEarlyAnswer', () => {
  it("answers the signed-in user's early reads as the app's own request would", async () => {
    await client.login('investor@example.com')
    const early = await answer(EARLY_READ_PATHS.currentUser)
    const own = await client.get(EARLY_READ_PATHS.currentUser)
    expect(early).toEqual({ status: 200, body: own.body })
    const stats = await answer('/api/stats/investor')
    expect(stats?.status).toBe(200)
    expect(stats?.body).toEqual((await client.get('/api/stats/investor')).body)
  })

  it("keeps a signed-out visitor's 401, as index.html's early reads do", async () => {
    const early = await answer(EARLY_READ_PATHS.currentUser)
    expect(early?.status).toBe(401)
  })

  it('leaves any other answer to the app (an investor asking for the staff overview)', async () => {
    await client.login('investor@example.com')
    expect(await answer('/api/stats/overview')).toBeNull()
  })

  it('leaves a fault, a delay or maintenance set from the mock controls to the app', async () => {
    await client.login('investor@example.com')
    await client.post('/__mock/faults', { path: '/api/stats/investor', status: 500, times: 1 })
    expect(await answer(EARLY_READ_PATHS.currentUser)).toBeNull()
    // The fault is still there for the app's own request to meet.
    expect((await client.get('/api/stats/investor')).status).toBe(500)
    await client.delete('/__mock/faults')
    await client.post('/__mock/latency', { ms: 1 })
    expect(await answer(EARLY_READ_PATHS.currentUser)).toBeNull()
  })
})
