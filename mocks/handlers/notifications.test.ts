import { describe, expect, it, vi } from 'vitest'
import { addUser, call, loginAs, makeTestHost } from '../realtime/test-host'
import {
  BROADCAST_NOTIFICATION_EVENT,
  GENERIC_NOTIFICATION,
  notify,
  notifyStaff,
  type DatabaseNotification,
} from '../host/notify'
import { registerNotifications } from './notifications'

type List = { data: DatabaseNotification[] }

async function setup(roleId = 5) {
  const t = makeTestHost()
  registerNotifications(t.router)
  const user = await addUser(t.host, roleId)
  const other = await addUser(t.host, 5)
  const caller = await loginAs(t.host, user.id)
  // Distinct created_at values, oldest first, as Laravel's latest() orders by it.
  let clock = Date.parse('2026-11-01T09:00:00Z')
  t.host.now = () => new Date((clock += 60_000))
  const first = await notify(t.host, user.id, {
    message: 'first',
    cta: '/a',
    icon: 'update_reports',
  })
  const second = await notify(t.host, user.id, { message: 'second', cta: null, icon: null })
  await notify(t.host, other.id, { message: 'not yours' })
  const get = (path: string) => call(t.host, t.router, 'GET', path, caller)
  const post = (path: string) => call(t.host, t.router, 'POST', path, caller)
  return { ...t, user, other, first, second, get, post }
}

describe('notify()', () => {
  it('stores a Laravel database notification and broadcasts it with the same uuid', async () => {
    const { host, hub } = makeTestHost()
    const user = await addUser(host, 5)
    const publish = vi.spyOn(hub, 'publish')
    const n = await notify(host, user.id, { message: 'Hi', cta: '/x', icon: 'update_reports' })
    expect(n).toMatchObject({
      type: GENERIC_NOTIFICATION,
      notifiable_type: 'App\\Models\\User',
      notifiable_id: user.id,
      data: { message: 'Hi', cta: '/x', icon: 'update_reports' },
      read_at: null,
    })
    expect(n.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(n.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
    expect(publish).toHaveBeenCalledWith(
      `private-App.Models.User.${user.id}`,
      BROADCAST_NOTIFICATION_EVENT,
      { message: 'Hi', cta: '/x', icon: 'update_reports', id: n.id, type: GENERIC_NOTIFICATION },
    )
  })

  it('notifyStaff reaches every user with a role other than investor', async () => {
    const { host } = makeTestHost()
    const admin = await addUser(host, 1)
    const manager = await addUser(host, 10)
    await addUser(host, 5)
    await addUser(host, null)
    const sent = await notifyStaff(host, { message: 'Reserved' })
    expect(sent.map((n) => n.notifiable_id).sort()).toEqual([admin.id, manager.id].sort())
  })
})

describe('/api/notifications/user', () => {
  it('lists the user’s own notifications, newest first', async () => {
    const { get, first, second } = await setup()
    const res = await get('/api/notifications/user')
    expect(res.status).toBe(200)
    expect((res.body as List).data.map((n) => n.id)).toEqual([second.id, first.id])
    expect((res.body as List).data[1]).toEqual(first)
  })

  it('marks one read, which leaves it out of unread', async () => {
    const { get, post, first, second } = await setup()
    expect(((await get('/api/notifications/user/unread')).body as List).data).toHaveLength(2)
    const res = await post(`/api/notifications/user/mark-read/${first.id}`)
    expect(res.status).toBe(200)
    const marked = (res.body as { data: DatabaseNotification }).data
    expect(marked.id).toBe(first.id)
    expect(marked.read_at).toMatch(/Z$/)
    const unread = ((await get('/api/notifications/user/unread')).body as List).data
    expect(unread.map((n) => n.id)).toEqual([second.id])
  })

  it('answers 404 for someone else’s or an unknown notification', async () => {
    const { host, post, other } = await setup()
    const theirs = await notify(host, other.id, { message: 'x' })
    for (const id of [theirs.id, 'nope']) {
      const res = await post(`/api/notifications/user/mark-read/${id}`)
      expect(res).toEqual({
        status: 404,
        body: {
          message: `No query results for model [Illuminate\\Notifications\\DatabaseNotification] ${id}`,
        },
      })
    }
  })

  it('marks all read with 204 and leaves other users’ alone', async () => {
    const { host, router, get, post, other } = await setup()
    const res = await post('/api/notifications/user/mark-read')
    expect(res.status).toBe(204)
    expect(((await get('/api/notifications/user/unread')).body as List).data).toEqual([])
    const theirs = await loginAs(host, other.id)
    const unread = await call(host, router, 'GET', '/api/notifications/user/unread', theirs)
    expect((unread.body as List).data).toHaveLength(1)
  })

  it('needs a session (401) and the CSRF token on writes (419)', async () => {
    const { host, router, user } = await setup()
    expect((await call(host, router, 'GET', '/api/notifications/user')).status).toBe(401)
    const { cookies } = await loginAs(host, user.id)
    const res = await call(host, router, 'POST', '/api/notifications/user/mark-read', { cookies })
    expect(res.status).toBe(419)
  })
})

describe('/api/notifications/admin', () => {
  it('answers 403 to investors on every endpoint', async () => {
    const { get, post, first } = await setup(5)
    const forbidden = { status: 403, body: { message: 'This action is unauthorized.' } }
    expect(await get('/api/notifications/admin')).toEqual(forbidden)
    expect(await get('/api/notifications/admin/unread')).toEqual(forbidden)
    expect(await post('/api/notifications/admin/mark-read')).toEqual(forbidden)
    expect(await post(`/api/notifications/admin/mark-read/${first.id}`)).toEqual(forbidden)
  })

  it('serves staff their own notifications', async () => {
    const { get, post, first, second } = await setup(1)
    const list = (await get('/api/notifications/admin')).body as List
    expect(list.data.map((n) => n.id)).toEqual([second.id, first.id])
    expect((await post(`/api/notifications/admin/mark-read/${second.id}`)).status).toBe(200)
    expect((await post('/api/notifications/admin/mark-read')).status).toBe(204)
    expect(((await get('/api/notifications/admin/unread')).body as List).data).toEqual([])
  })
})
