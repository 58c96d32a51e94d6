import type { AxiosAdapter } from 'axios'
import { describe, expect, it } from 'vitest'
import { http } from './http'
import { isHostUp, mockHostReady, onHostUp, waitForMockHost } from './host-gate'

describe('waitForMockHost', () => {
  it('holds API calls until the in-browser host has started, then sends them', async () => {
    expect(isHostUp()).toBe(true)
    let start!: () => void
    const host = new Promise<void>((resolve) => (start = resolve))
    waitForMockHost(host)
    expect(isHostUp()).toBe(false)
    let told = 0
    const stop = onHostUp(() => (told += 1))
    const sent: string[] = []
    const adapter: AxiosAdapter = async (config) => {
      sent.push(config.url ?? '')
      return { data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config }
    }
    const call = http.get('/api/branding/1', { adapter, baseURL: '' })
    await new Promise((r) => setTimeout(r, 50))
    expect(sent).toEqual([])

    start()
    await expect(call).resolves.toMatchObject({ status: 200 })
    expect(sent).toEqual(['/api/branding/1'])
    await expect(mockHostReady()).resolves.toBeUndefined()
    expect(isHostUp()).toBe(true)
    expect(told).toBe(1)
    stop()
  })
})
