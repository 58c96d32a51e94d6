import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { decodeRecord, http } from '@/lib/api'
import { EARLY_READ_PATHS, takeEarlyRead } from '@/lib/api/early-reads'
import type { components } from '@/lib/api/schema.gen'

/**
 * The settings row as GET /api/branding/1 returns it. Every field is optional here because the
 * client must cope with a partial or older host (and with no answer at all: SPEC §8).
 */
export type TenantSettings = Partial<components['schemas']['Settings']>

export const settingsKeys = {
  all: ['settings'] as const,
  detail: (id: number) => ['settings', id] as const,
}

/** The settings row the client reads (SPEC §7: "GET branding/settings with id 1"). */
export const TENANT_SETTINGS_ID = 1

/** The first wait before settings are asked for again after a failure; doubled each time. */
export const SETTINGS_RETRY_BASE_MS = 2_000
export const SETTINGS_RETRY_MAX_MS = 60_000

interface Failures {
  count: number
  at: number
}
/** Per QueryClient (one per page load, one per test), so one app's failures never gate another's. */
const failures = new WeakMap<QueryClient, Failures>()

/** How long after the `count`th failure in a row the host may be asked again. */
export function settingsBackoffMs(count: number): number {
  return Math.min(SETTINGS_RETRY_BASE_MS * 2 ** Math.max(0, count - 1), SETTINGS_RETRY_MAX_MS)
}

/** The row from an answer, bare (`return Setting::find(1);`) or wrapped in `{"data": …}`. */
export function decodeSettings(body: unknown): TenantSettings {
  return decodeRecord<TenantSettings>(body, "the tenant's settings")
}

async function requestSettings(signal: AbortSignal): Promise<TenantSettings> {
  const early = await takeEarlyRead(EARLY_READ_PATHS.tenantSettings)
  if (early?.status === 200) return decodeSettings(early.body)
  const res = await http.get<unknown>(`/api/branding/${TENANT_SETTINGS_ID}`, { signal })
  return decodeSettings(res.data)
}

/**
 * The tenant's settings (GET /api/branding/1), or null when the host did not give a readable
 * row: screens then use the defaults (SPEC §8: a settings failure is ignored silently).
 *
 * The query never fails, on purpose. A failed query has no data, so anything that asks for it
 * again (a remount, ensureQueryData on the login page) refetches it, and a refetch puts it back
 * to pending, which blanks the page (AppProviders) and remounts its readers: issue 9's 548
 * requests in 30 s. A null answer instead stands until someone asks again on purpose
 * (invalidation), and even then the host is not asked before the backoff has passed; until it
 * has, the last good row (or null) is answered from memory.
 */
export const settingsQuery = queryOptions({
  queryKey: settingsKeys.detail(TENANT_SETTINGS_ID),
  queryFn: async ({ signal, client, queryKey }): Promise<TenantSettings | null> => {
    const known = client.getQueryData<TenantSettings | null>(queryKey) ?? null
    const failed = failures.get(client)
    if (failed && Date.now() - failed.at < settingsBackoffMs(failed.count)) return known
    try {
      const row = await requestSettings(signal)
      failures.delete(client)
      return row
    } catch (err) {
      // A cancelled call (the settings screens cancel before writing) is nobody's failure.
      if (signal.aborted) throw err
      failures.set(client, { count: (failed?.count ?? 0) + 1, at: Date.now() })
      return known
    }
  },
  staleTime: Infinity,
  retryOnMount: false,
})
