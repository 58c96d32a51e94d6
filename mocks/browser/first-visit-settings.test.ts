import { describe, expect, it } from 'vitest'
import { Database } from '../db/db'
import { createRouter } from '../handlers'
import { noRealtime, type MockHost } from '../http/host'
import { seedDatabase } from '../seed'
import { createTestClient } from '../testing/client'
import { firstVisitSettingsAnswer } from './first-visit-settings'

describe("a first visit's settings answer", () => {
  it('is what a host seeded that day answers to the settings call, to the byte', async () => {
    // Late in the day, so the seed's dating (09:00 of the day) is exercised, not the clock.
    const now = new Date('2026-11-29T17:45:12.345Z')
    const host: MockHost = {
      db: new Database(),
      realtime: noRealtime,
      pusher: { key: 'k', secret: 's' },
      now: () => now,
      reset: async () => {},
    }
    await seedDatabase(host.db, 'normal', now)
    const res = await createTestClient(host, createRouter()).get('/api/branding/1')

    const answer = firstVisitSettingsAnswer(now)
    expect(res.status).toBe(200)
    expect(answer.status).toBe(200)
    expect(JSON.stringify(answer.body)).toBe(JSON.stringify(res.body))
  })
})
