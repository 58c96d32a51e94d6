import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query'
import { apiTestServer } from '@/test/api-test-server'
import { settingsBackoffMs, settingsQuery } from './settings-query'

const API = 'http://api.test'
const server = apiTestServer(API)

function countedHost(respond: () => Response) {
  const calls = { n: 0 }
  server.use(
    mock.get(`${API}/api/branding/1`, () => {
      calls.n += 1
      return respond()
    }),
  )
  return calls
}

describe('settingsQuery (issue 9: never a loop)', () => {
  it('answers null after a failure, so asking again reads the cache instead of the host', async () => {
    const calls = countedHost(() => HttpResponse.json({ message: 'x' }, { status: 500 }))
    const client = createQueryClient()
    await expect(client.fetchQuery(settingsQuery)).resolves.toBeNull()
    for (let i = 0; i < 5; i++) await client.ensureQueryData(settingsQuery)
    expect(calls.n).toBe(1)
  })

  it('does not ask a failing host again before the backoff has passed, even when invalidated', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] })
    try {
      const calls = countedHost(() => HttpResponse.json({ message: 'x' }, { status: 503 }))
      const client = createQueryClient()
      await client.fetchQuery(settingsQuery)
      await client.invalidateQueries({ queryKey: settingsQuery.queryKey })
      await client.refetchQueries({ queryKey: settingsQuery.queryKey })
      expect(calls.n).toBe(1)
      vi.setSystemTime(Date.now() + settingsBackoffMs(1))
      await client.refetchQueries({ queryKey: settingsQuery.queryKey })
      expect(calls.n).toBe(2)
      // The second failure doubles the wait.
      vi.setSystemTime(Date.now() + settingsBackoffMs(1))
      await client.refetchQueries({ queryKey: settingsQuery.queryKey })
      expect(calls.n).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps the last good row when a later ask fails', async () => {
    let fail = false
    countedHost(() =>
      fail
        ? HttpResponse.json({ message: 'x' }, { status: 500 })
        : HttpResponse.json({ page_title: 'Northgate' }),
    )
    const client = createQueryClient()
    await client.fetchQuery(settingsQuery)
    fail = true
    await client.refetchQueries({ queryKey: settingsQuery.queryKey })
    expect(client.getQueryData(settingsQuery.queryKey)).toEqual({ page_title: 'Northgate' })
  })

  it('backs off from 2 s, doubling, up to a minute', () => {
    expect([1, 2, 3, 10].map(settingsBackoffMs)).toEqual([2000, 4000, 8000, 60000])
  })
})
