import { http } from '@/lib/api'
import { tenantTerms } from '@/lib/tenant/tenant-view'
import type { TenantSettings } from '@/lib/tenant/settings-query'
import type { HttpClient } from './current-user-query'

/**
 * SPEC §4: the terms dialog blocks the portal while the user's accepted version is below the
 * tenant's current one (default 1). A missing or non-numeric accepted version counts as 0.
 */
export function needsTerms(
  user: { accepted_terms_version?: number | string | null } | null | undefined,
  settings: TenantSettings | null | undefined,
): boolean {
  if (!user) return false
  const accepted = Number(user.accepted_terms_version)
  return (Number.isFinite(accepted) ? accepted : 0) < tenantTerms(settings).version
}

/**
 * SPEC §4/§7: POST the user update route as a form with _method=PATCH (Laravel's method
 * spoofing) and the accepted version. The path is /api/users/{id} (openapi users resource).
 */
export async function acceptTerms(
  userId: number,
  version: number,
  client: HttpClient = http,
): Promise<void> {
  const form = new FormData()
  form.append('_method', 'PATCH')
  form.append('accepted_terms_version', String(version))
  await client.post(`/api/users/${userId}`, form)
}
