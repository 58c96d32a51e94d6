import { describe, expect, it, vi } from 'vitest'
import { once } from './once'

describe('once', () => {
  it('makes the value on the first call only, and keeps it', () => {
    const make = vi.fn(() => ({ made: true }))
    const value = once(make)
    expect(make).not.toHaveBeenCalled()
    const first = value()
    expect(value()).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
  })

  it('shares one promise between callers, so a load starts once', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'))
    const chunk = once(load)
    const [a, b] = [chunk(), chunk()]
    expect(a).toBe(b)
    await expect(a).resolves.toBe('chunk')
    expect(load).toHaveBeenCalledTimes(1)
  })
})
