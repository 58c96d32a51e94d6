import { beforeEach, describe, expect, it } from 'vitest'
import { Database } from '../db/db'
import { Router } from '../http/router'
import { startSession } from '../http/session'
import type { MockHost } from '../http/host'
import { noRealtime } from '../http/host'
import { json } from '../http/responses'
import { createTestClient } from '../testing/client'
import { defineAction, registerActions } from './actions'

const ADMIN = 1
const OWNER = 2
const OTHER = 3

/** Widgets owned by users; reading one is for its owner, archived ones are not bound at all. */
const widgetActions = [
  defineAction({
    method: 'GET',
    path: '/api/widgets/:id',
    load: { table: 'widgets', model: 'Widget', scope: (row) => row.archived !== 1 },
    may: (req, row) => row.owner_id === req.user?.id,
    handle: (_req, _data, row) => json({ data: { id: row.id, name: row.name } }),
  }),
  defineAction({
    method: 'PUT',
    path: '/api/widgets/:id',
    feature: 'capTable',
    load: { table: 'widgets', model: 'Widget' },
    may: (req, row) => row.owner_id === req.user?.id,
    deny: (_req, row) => (row.locked === 1 ? json({ message: 'Locked.' }, 409) : null),
    rules: { name: 'required|string|max:20' },
    handle: (_req, data, row) => json({ data: { id: row.id, name: data.name } }),
  }),
  defineAction({
    method: 'GET',
    path: '/api/widgets/:id/faces/:face',
    whereIn: { face: ['front', 'back'] },
    load: { table: 'widgets', model: 'Widget' },
    may: { resource: 'branding', action: 'update' },
    handle: (req) => json({ face: req.params.face }),
  }),
  defineAction({
    method: 'GET',
    path: '/api/loose-widgets/:id',
    load: { table: 'widgets', model: 'Widget', lenient: true },
    handle: (_req, _data, row) => json({ id: row.id }),
  }),
]

async function fixture() {
  const db = new Database()
  const host: MockHost = {
    db,
    realtime: noRealtime,
    pusher: { key: 'k', secret: 's' },
    now: () => new Date(),
    reset: async () => {},
  }
  for (const [name, role_id] of [
    ['Ada', 1],
    ['Owen', 5],
    ['Otto', 5],
  ] as const) {
    await db.table('users').insert({ name, email: `${name}@example.com`, role_id, password: 'x' })
  }
  await db.table('widgets').insert({ name: 'Sprocket', owner_id: OWNER, archived: 0, locked: 0 })
  await db.table('widgets').insert({ name: 'Relic', owner_id: OWNER, archived: 1, locked: 1 })
  await db.table('branding').insert({ cap_table_enabled: 1, enableCapTable: 1 })
  const router = new Router()
  registerActions(router, widgetActions)
  const as = async (userId: number) => {
    const c = createTestClient(host, router)
    c.useSession(await startSession(host, userId))
    return c
  }
  const featureOn = (on: boolean) =>
    db.table('branding').update(1, { cap_table_enabled: on ? 1 : 0, enableCapTable: on ? 1 : 0 })
  return { as, featureOn }
}

const missing = (id: string | number) => ({
  message: `No query results for model [App\\Models\\Widget] ${id}`,
})
const unauthorized = { message: 'This action is unauthorized.' }

describe('declared actions: route-model binding before the policy', () => {
  let f: Awaited<ReturnType<typeof fixture>>
  beforeEach(async () => {
    f = await fixture()
  })

  it('answers the binding 404 for a missing row even to a caller the policy refuses', async () => {
    const other = await f.as(OTHER)
    const res = await other.get('/api/widgets/99')
    expect(res.status).toBe(404)
    expect(res.body).toEqual(missing(99))
    expect((await other.get('/api/widgets/1')).status).toBe(403)
  })

  it('takes only a digit key, answering the same 404 for any other', async () => {
    const owner = await f.as(OWNER)
    const res = await owner.get('/api/widgets/1.0')
    expect(res.status).toBe(404)
    expect(res.body).toEqual(missing('1.0'))
    // A lenient binding reads the key as Number() does.
    expect((await owner.get('/api/loose-widgets/1.0')).body).toEqual({ id: 1 })
    expect((await owner.get('/api/loose-widgets/abc')).body).toEqual(missing('abc'))
  })

  it('answers 404 for a row outside a scoped binding, as for a missing one', async () => {
    const res = await (await f.as(OWNER)).get('/api/widgets/2')
    expect(res.status).toBe(404)
    expect(res.body).toEqual(missing(2))
  })

  it('gives the policy the bound row, and the handler too', async () => {
    const res = await (await f.as(OWNER)).get('/api/widgets/1')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: { id: 1, name: 'Sprocket' } })
    const refused = await (await f.as(OTHER)).get('/api/widgets/1')
    expect(refused.body).toEqual(unauthorized)
  })

  it('refuses by the policy before reading the body: 403, not 422', async () => {
    const res = await (await f.as(OTHER)).put('/api/widgets/1', {})
    expect(res.status).toBe(403)
    expect(res.body).toEqual(unauthorized)
  })

  it('answers a denial after the policy and before the rules', async () => {
    const owner = await f.as(OWNER)
    const locked = await owner.put('/api/widgets/2', {})
    expect(locked.status).toBe(409)
    expect(locked.body).toEqual({ message: 'Locked.' })
    const invalid = await owner.put('/api/widgets/1', {})
    expect(invalid.status).toBe(422)
    expect(invalid.body).toEqual({
      message: 'The name field is required.',
      errors: { name: ['The name field is required.'] },
    })
    const saved = await owner.put('/api/widgets/1', { name: 'Cog' })
    expect(saved.body).toEqual({ data: { id: 1, name: 'Cog' } })
  })

  it('answers the router 404 for a value outside the route constraints, before the binding', async () => {
    const admin = await f.as(ADMIN)
    const res = await admin.get('/api/widgets/99/faces/side')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'The route api/widgets/99/faces/side could not be found.' })
    expect((await admin.get('/api/widgets/99/faces/front')).body).toEqual(missing(99))
    expect((await admin.get('/api/widgets/1/faces/back')).body).toEqual({ face: 'back' })
    expect((await (await f.as(OWNER)).get('/api/widgets/1/faces/back')).status).toBe(403)
  })
})

describe('declared actions: the feature gate', () => {
  const notEnabled = { message: 'The cap table is not enabled on this platform.' }

  it('refuses while the feature is off, before the binding and the policy', async () => {
    const f = await fixture()
    await f.featureOn(false)
    for (const [user, id] of [
      [OWNER, 1],
      [OWNER, 99],
      [OTHER, 1],
    ] as const) {
      const res = await (await f.as(user)).put(`/api/widgets/${id}`, { name: 'Cog' })
      expect(res.status).toBe(403)
      expect(res.body).toEqual(notEnabled)
    }
  })

  it('goes through again once the feature is on', async () => {
    const f = await fixture()
    await f.featureOn(false)
    await f.featureOn(true)
    const owner = await f.as(OWNER)
    expect((await owner.put('/api/widgets/99', { name: 'Cog' })).body).toEqual(missing(99))
    expect((await owner.put('/api/widgets/1', { name: 'Cog' })).status).toBe(200)
  })
})
