import type { Database, Row } from '../db/db'

export interface Fault extends Row {
  path: string
  method: string | null
  status: number | null
  delay_ms: number | null
  /** Remaining matches; null means until cleared. */
  times: number | null
}

/**
 * How the host shapes its answers (mock controls): 'contract' is openapi/ (SPEC); 'stock' is
 * what a stock Laravel 8 host answers for the same calls (mocks/dialect).
 */
export const DIALECTS = ['contract', 'stock'] as const
export type Dialect = (typeof DIALECTS)[number]

export interface HostState extends Row {
  maintenance: boolean
  latency_ms: number
  seed: 'normal' | 'large'
  dialect: Dialect
}

/** The state after seeding or a reset (the seed size is the reset's). */
export const DEFAULT_HOST_STATE: {
  id: number
  maintenance: boolean
  latency_ms: number
  dialect: Dialect
} = {
  id: 1,
  maintenance: false,
  latency_ms: 0,
  dialect: 'contract',
}

/** Pushes an event to subscribers of a channel (the Pusher-protocol mock implements it). */
export interface RealtimePublisher {
  publish(channel: string, event: string, data: unknown): void
}

export interface MockHost {
  db: Database
  realtime: RealtimePublisher
  /** Pusher credentials the host signs channel authorisations with. */
  pusher: { key: string; secret: string }
  now(): Date
  /**
   * 'server': the session cookie is HttpOnly, as Laravel sends it. 'browser': the in-page mock
   * cannot keep an HttpOnly cookie where every tab sees it (only document.cookie is shared
   * between tabs, msw's own jar is per tab), so the session cookie is a plain one there.
   */
  cookieMode?: 'server' | 'browser'
  /**
   * Minutes a session lives unused (Laravel's SESSION_LIFETIME, default 120), by `now()`:
   * `npm run mock:api` takes it from the SESSION_LIFETIME variable.
   */
  sessionLifetime?: number
  /** Wipe and reseed the data (mock controls); the runtime decides how (and persists it). */
  reset(size?: 'normal' | 'large'): Promise<void>
}

export function hostState(host: MockHost): HostState {
  const t = host.db.table<HostState>('host_state')
  // A row stored before dialects existed (the browser's IndexedDB copy) has none: contract.
  const row = t.find(1)
  return row ? { ...DEFAULT_HOST_STATE, ...row } : { ...DEFAULT_HOST_STATE, seed: 'normal' }
}

export async function setHostState(host: MockHost, patch: Partial<HostState>) {
  const t = host.db.table<HostState>('host_state')
  if (t.find(1)) return t.update(1, patch)
  return t.insert({ ...hostState(host), ...patch, id: 1 })
}

export const noRealtime: RealtimePublisher = { publish: () => {} }
