import { beforeEach, describe, expect, it, vi } from 'vitest'
import { seedForTests } from '../testing/seed-snapshot'
import { Database } from '../db/db'
import type { Router } from './router'
import { noRealtime, type MockHost } from './host'
import { createTestClient } from '../testing/client'
import { createRouter } from '../handlers'
import { findSession, sessionByKey, startSession, type SessionRow } from './session'

let host: MockHost
let router: Router
let now: number
const minutes = (n: number) => (now += n * 60_000)
const sessions = () => host.db.table<SessionRow>('sessions')

beforeEach(async () => {
  now = Date.parse('2026-11-01T09:00:00.000Z')
  host = {
    db: new Database(),
    realtime: noRealtime,
    pusher: { key: 'k', secret: 's' },
    now: () => new Date(now),
    reset: async () => {},
  }
  await seedForTests(host.db)
  router = createRouter()
})

async function investor() {
  const client = createTestClient(host, router)
  await client.login('investor@example.com')
  return client
}

describe('session lifetime (SESSION_LIFETIME, 120 minutes unused by default)', () => {
  it('keeps a session used within the lifetime, however long it lives in all', async () => {
    const client = await investor()
    for (let i = 0; i < 4; i++) {
      minutes(100)
      expect((await client.get('/api/user')).status).toBe(200)
    }
  })

  it('answers 401 on /api once the session went unused past the lifetime', async () => {
    const client = await investor()
    minutes(121)
    const res = await client.get('/api/user')
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ message: 'Unauthenticated.' })
  })

  it('answers 419 to a write whose CSRF token belonged to the expired session', async () => {
    const client = await investor()
    minutes(121)
    const res = await client.post('/api/compliance/audit', { answers: { q1: 'a' } })
    expect(res.status).toBe(419)
    expect(res.body).toEqual({ message: 'CSRF token mismatch.' })
  })

  it('takes the host’s own lifetime, and says it in the cookies’ Max-Age', async () => {
    host.sessionLifetime = 5
    const client = createTestClient(host, router)
    const res = await client.get('/sanctum/csrf-cookie')
    expect(res.headers.getSetCookie().every((c) => /Max-Age=300(;|$)/.test(c))).toBe(true)
    await client.login('investor@example.com')
    minutes(4)
    expect((await client.get('/api/user')).status).toBe(200)
    minutes(6)
    expect((await client.get('/api/user')).status).toBe(401)
  })

  it('forgets the expired session (garbage collection)', async () => {
    const session = await startSession(host, 1)
    minutes(121)
    expect(findSession(host, { laravel_session: session.key })).toBeNull()
    expect(sessions().find(session.id)).toBeUndefined()
  })
})

describe('session lookup', () => {
  it('finds the session by its key without scanning the table', async () => {
    const made: SessionRow[] = []
    for (let i = 0; i < 500; i++) made.push(await startSession(host, null))
    // Warm: the first lookup builds the index.
    expect(sessionByKey(host, made[0].key)?.id).toBe(made[0].id)
    const all = vi.spyOn(sessions(), 'all')
    const first = vi.spyOn(sessions(), 'first')
    const where = vi.spyOn(sessions(), 'where')
    expect(sessionByKey(host, made[250].key)?.id).toBe(made[250].id)
    // Written since: caught up from the table's write log, still no scan.
    const fresh = await startSession(host, 2)
    await sessions().update(made[3].id, { key: 'replaced-key' })
    sessions().delete(made[4].id)
    expect(findSession(host, { laravel_session: fresh.key })?.id).toBe(fresh.id)
    expect(sessionByKey(host, 'replaced-key')?.id).toBe(made[3].id)
    expect(sessionByKey(host, made[3].key)).toBeUndefined()
    expect(sessionByKey(host, made[4].key)).toBeUndefined()
    expect(all).not.toHaveBeenCalled()
    expect(first).not.toHaveBeenCalled()
    expect(where).not.toHaveBeenCalled()
  })
})
