import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { insertInCache, markAllReadInCache, markReadInCache, replaceInCache } from './cache'
import { notificationKeys } from './keys'
import type { Notification } from './types'

const item = (id: string, read_at: string | null = null): Notification => ({
  id,
  type: 'T',
  notifiable_type: 'App\\Models\\User',
  notifiable_id: 1,
  data: { message: id, cta: null, icon: null },
  read_at,
  created_at: '2026-03-20T12:00:00.000000Z',
  updated_at: '2026-03-20T12:00:00.000000Z',
})

function seeded() {
  const client = new QueryClient()
  client.setQueryData(notificationKeys.list('user'), [item('b'), item('a', 'earlier')])
  client.setQueryData(notificationKeys.unread('user'), [item('b')])
  const list = () => client.getQueryData<Notification[]>(notificationKeys.list('user'))
  const unread = () => client.getQueryData<Notification[]>(notificationKeys.unread('user'))
  return { client, list, unread }
}

describe('notification cache edits', () => {
  it('marks one read once, keeping an earlier read_at', () => {
    const { client, list, unread } = seeded()
    markReadInCache(client, 'user', 'b', 'now')
    markReadInCache(client, 'user', 'a', 'now')
    expect(list()!.map((n) => n.read_at)).toEqual(['now', 'earlier'])
    expect(unread()).toEqual([])
  })

  it('takes the server copy', () => {
    const { client, list, unread } = seeded()
    replaceInCache(client, 'user', item('b', 'server'))
    expect(list()![0].read_at).toBe('server')
    expect(unread()).toEqual([])
  })

  it('marks all read', () => {
    const { client, list, unread } = seeded()
    markAllReadInCache(client, 'user', 'now')
    expect(list()!.map((n) => n.read_at)).toEqual(['now', 'earlier'])
    expect(unread()).toEqual([])
  })

  it('puts a live one on top once, and leaves other scopes and uncached queries alone', () => {
    const { client, list, unread } = seeded()
    insertInCache(client, 'user', item('c'))
    insertInCache(client, 'user', item('c'))
    expect(list()!.map((n) => n.id)).toEqual(['c', 'b', 'a'])
    expect(unread()!.map((n) => n.id)).toEqual(['c', 'b'])
    insertInCache(client, 'admin', item('d'))
    expect(client.getQueryData(notificationKeys.list('admin'))).toBeUndefined()
  })

  it('keys every query of a scope under one prefix', () => {
    const prefix = notificationKeys.scope('admin')
    for (const key of [
      notificationKeys.lists('admin'),
      notificationKeys.list('admin'),
      notificationKeys.unread('admin'),
      notificationKeys.detail('admin', 'x'),
    ]) {
      expect(key.slice(0, prefix.length)).toEqual(prefix)
    }
    expect(notificationKeys.scope('user')).not.toEqual(prefix)
  })
})
