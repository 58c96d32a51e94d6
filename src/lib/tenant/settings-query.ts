import { queryOptions } from '@tanstack/react-query'
import { http } from '../api'
import { EARLY_READ_PATHS, takeEarlyRead } from '../api/early-reads'
import type { components } from '../api/schema.gen'

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

/**
 * The tenant's settings (GET /api/branding/1). Failures stay in the query (a mount does
 * not retry them) and are ignored by readers, which fall back to defaults (SPEC §8). Branding does
 * not change while the app runs, hence staleTime Infinity; the settings screens invalidate it.
 */
export const settingsQuery = queryOptions({
  queryKey: settingsKeys.detail(TENANT_SETTINGS_ID),
  queryFn: async ({ signal }) => {
    const early = await takeEarlyRead(EARLY_READ_PATHS.tenantSettings)
    if (early?.status === 200) return (early.body as { data: TenantSettings }).data
    return (
      await http.get<{ data: TenantSettings }>(`/api/branding/${TENANT_SETTINGS_ID}`, { signal })
    ).data.data
  },
  staleTime: Infinity,
  // A failure stands until something asks again on purpose: every component that mounts after
  // it would otherwise retry (react-query's default), and each retry puts the query back to
  // pending, so the app would blank the page (see AppProviders) and loop while the host is down.
  retryOnMount: false,
})
