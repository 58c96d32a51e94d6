import { beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { MockHost } from '../http/host'
import { createRouter } from '.'
import { checkedClient } from '../testing/checked-client'
import { addUser, makeTestHost } from '../realtime/test-host'
import { SETTINGS_CHANNEL, SETTINGS_UPDATED } from '../../src/lib/realtime/settings-channel'

interface Sent {
  channel: string
  event: string
  data: unknown
}

let host: MockHost
let sent: Sent[]
let admin: Row

beforeEach(async () => {
  host = makeTestHost().host
  sent = []
  host.realtime = { publish: (channel, event, data) => sent.push({ channel, event, data }) }
  admin = await addUser(host, 1)
  const api = await checkedClient(host, createRouter(), admin.id)
  expect((await api.post('/api/branding', { page_title: 'Before' })).status).toBe(201)
  sent.length = 0
})

describe('settings writes', () => {
  it('broadcast SettingsUpdated on the public settings channel', async () => {
    const api = await checkedClient(host, createRouter(), admin.id)
    const res = await api.post<{ data: Row }>('/api/branding/1', {
      _method: 'PATCH',
      page_title: 'After',
    })
    expect(res.status).toBe(200)
    expect(res.body.data.page_title).toBe('After')
    expect(sent).toEqual([{ channel: SETTINGS_CHANNEL, event: SETTINGS_UPDATED, data: { id: 1 } }])
  })

  it('broadcast nothing when the write is refused', async () => {
    const api = await checkedClient(host, createRouter(), admin.id)
    const res = await api.post('/api/branding/1', { _method: 'PATCH', terms_format: 'pdf' })
    expect(res.status).toBe(422)
    expect(sent).toEqual([])
  })
})
