import type { MockState } from '../api/requests'

/** The outage: every API call answers 503, while the mock controls themselves keep working. */
export const OUTAGE_FAULT = { path: '/api/*', status: 503 } as const

/** "Slow network": each API answer waits this long (below the 5 s client timeout). */
export const SLOW_NETWORK_MS = 2000

export const outageOn = (state: MockState | undefined) =>
  Boolean(
    state?.faults.some((f) => f.path === OUTAGE_FAULT.path && f.status === OUTAGE_FAULT.status),
  )

export const slowOn = (state: MockState | undefined) => (state?.latency_ms ?? 0) > 0
