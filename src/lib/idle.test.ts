// @vitest-environment dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './idle'

afterEach(() => vi.useRealTimers())

describe('whenIdle', () => {
  it('resolves at the latest after its timeout, and never once aborted', async () => {
    vi.useFakeTimers()
    const done = vi.fn()
    void whenIdle({ timeout: 50 }).then(done)
    const controller = new AbortController()
    const cancelled = vi.fn()
    void whenIdle({ timeout: 50, signal: controller.signal }).then(cancelled)
    controller.abort()
    await vi.advanceTimersByTimeAsync(1000)
    expect(done).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
