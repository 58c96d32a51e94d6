import { describe, expect, it, vi } from 'vitest'
import { TimeoutError } from '@/lib/api/timeout'
import { createQueryClient } from './client'
import { withTimeout } from './timeout-guard'

describe('createQueryClient', () => {
  it('uses the SPEC §7 defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions()
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: 30_000 })
    expect(mutations).toMatchObject({ retry: false })
  })

  it('does not retry a failed query', async () => {
    const client = createQueryClient()
    const queryFn = vi.fn().mockRejectedValue(new Error('boom'))
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toThrow('boom')
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('does not retry a failed mutation', async () => {
    const client = createQueryClient()
    const mutationFn = vi.fn().mockRejectedValue(new Error('boom'))
    const mutation = client.getMutationCache().build(client, { mutationFn })
    await expect(mutation.execute(undefined)).rejects.toThrow('boom')
    expect(mutationFn).toHaveBeenCalledTimes(1)
  })
})

describe('withTimeout', () => {
  it('rejects with "timeout" when the work outlives the limit', async () => {
    vi.useFakeTimers()
    try {
      const pending = withTimeout(new Promise(() => {}))
      const assertion = expect(pending).rejects.toEqual(new TimeoutError())
      await vi.advanceTimersByTimeAsync(5000)
      await assertion
    } finally {
      vi.useRealTimers()
    }
  })

  it('passes results and errors through untouched', async () => {
    await expect(withTimeout(Promise.resolve(42), 50)).resolves.toBe(42)
    await expect(withTimeout(Promise.reject(new Error('boom')), 50)).rejects.toThrow('boom')
  })
})
