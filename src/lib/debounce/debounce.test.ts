import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { debounce500, debounce3000, DEBOUNCE_MS, LONG_DEBOUNCE_MS } from '@/lib/debounce'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('SPEC §9 debounce helpers', () => {
  it('are 500 ms and 3000 ms', () => {
    expect([DEBOUNCE_MS, LONG_DEBOUNCE_MS]).toEqual([500, 3000])
  })

  it('debounce3000 runs once, 3000 ms after the last call, with its arguments', () => {
    const fn = vi.fn()
    const save = debounce3000(fn)
    save('a')
    vi.advanceTimersByTime(2000)
    save('ab')
    vi.advanceTimersByTime(2999)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith('ab')
  })

  it('debounce500 waits 500 ms; cancel drops the call and flush runs it now', () => {
    const fn = vi.fn()
    const search = debounce500(fn)
    search(1)
    vi.advanceTimersByTime(499)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledWith(1)
    search(2)
    search.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(1)
    search(3)
    search.flush()
    expect(fn).toHaveBeenLastCalledWith(3)
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(2)
  })
})
