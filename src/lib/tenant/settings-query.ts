import { queryOptions } from '@tanstack/react-query'
import { http } from '../api'

export interface TenantSettings {
  page_title?: string
  logo?: string | null
  appVersion?: string
  [key: string]: unknown
}

export const settingsKeys = {
  all: ['settings'] as const,
  detail: (id: number) => ['settings', id] as const,
}

/** The tenant's settings (GET /api/branding/1); failures are ignored by callers (SPEC §8). */
export const settingsQuery = queryOptions({
  queryKey: settingsKeys.detail(1),
  queryFn: async () => (await http.get<{ data: TenantSettings }>('/api/branding/1')).data.data,
  staleTime: Infinity,
})
