import { lazy, Suspense, useEffect, useState } from 'react'
import { getConfig } from '@/lib/config'
import { whenIdle } from '@/lib/idle'
import { mockHostReady } from '@/lib/api/host-gate'

// A live build never contains the panel: the condition is a build-time constant, so Vite
// drops the dynamic import (and its chunk) when VITE_API_MODE is 'live'.
const MockControls =
  import.meta.env.VITE_API_MODE === 'live'
    ? null
    : // After the host: the panel's chunks must not evaluate pusher-js before msw patches WebSocket.
      lazy(() =>
        mockHostReady()
          .then(() => import('@/shared/mock-controls'))
          .then((m) => ({ default: m.MockControls })),
      )

/**
 * The QA panel of mock mode (issue 3 §6). It loads once the page is idle, so it never competes
 * with the first page for the network, and it sits outside the routed pages so it stays usable
 * on /maintenance while maintenance is being simulated.
 */
export function MockControlsSlot() {
  const [ready, setReady] = useState(false)
  const enabled = MockControls !== null && getConfig().apiMode === 'mock'
  useEffect(() => {
    if (!enabled) return
    const unmounted = new AbortController()
    // No hurry: QA reaches for the panel seconds after a page opens, if at all. The idle moment
    // that counts is the one after the host is up: before it the page is idle only because it
    // waits for the host, and the panel would then render beside the page's first answers.
    void mockHostReady()
      .then(() => whenIdle({ timeout: 10_000, signal: unmounted.signal }))
      .then(() => setReady(true))
    return () => unmounted.abort()
  }, [enabled])
  if (!enabled || !ready || MockControls === null) return null
  return (
    <Suspense fallback={null}>
      <MockControls />
    </Suspense>
  )
}
