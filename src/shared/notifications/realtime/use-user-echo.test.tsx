// @vitest-environment dom
import { act, renderHook } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import type { PusherEcho } from '@/lib/realtime/echo'
import { useUserEcho, type EchoFactory } from './use-user-echo'

const fakeEcho = () => ({ disconnect: vi.fn() }) as unknown as PusherEcho

/** A factory whose code "loads" until `finish` is called, as the default one's import does. */
function slowFactory() {
  let finish: () => void = () => undefined
  const loaded = new Promise<void>((resolve) => (finish = resolve))
  const made: PusherEcho[] = []
  const factory: EchoFactory = async (_, cancelled) => {
    await loaded
    if (cancelled.aborted) return null
    const echo = fakeEcho()
    made.push(echo)
    return echo
  }
  return { factory, made, finish }
}

it('connects once the realtime code has loaded', async () => {
  const { factory, made, finish } = slowFactory()
  const { result } = renderHook(() => useUserEcho(4, factory))
  expect(result.current).toBeNull()
  await act(async () => finish())
  expect(result.current).toBe(made[0])
})

it('opens no socket when the user leaves while the code loads', async () => {
  const { factory, made, finish } = slowFactory()
  const { result, rerender } = renderHook(({ id }) => useUserEcho(id, factory), {
    initialProps: { id: 4 as number | null },
  })
  rerender({ id: null })
  await act(async () => finish())
  expect(made).toEqual([])
  expect(result.current).toBeNull()
})

it('disconnects on logout', async () => {
  const echo = fakeEcho()
  const { result, rerender } = renderHook(({ id }) => useUserEcho(id, () => echo), {
    initialProps: { id: 4 as number | null },
  })
  expect(result.current).toBe(echo)
  rerender({ id: null })
  expect(echo.disconnect).toHaveBeenCalled()
  expect(result.current).toBeNull()
})
