import type { QueryClient } from '@tanstack/react-query'
import { settingsQuery } from '@/lib/tenant/settings-query'

type User = { role_id: number | null } | null | undefined

/**
 * postLoginDestination (SPEC §2) with its navigation and permission tables loaded on demand,
 * while the login request is in flight: the login page itself stays light. Flags come from
 * the settings call, waited for if need be; a failed call means no flags (SPEC §8).
 */
export async function findPostLoginDestination(
  user: User,
  redirect: string | null | undefined,
  client: QueryClient,
): Promise<string> {
  const [{ postLoginDestination }, { flagsFrom }] = await Promise.all([
    import('./post-login'),
    import('@/lib/settings/flag-names'),
  ])
  const settings = await client.ensureQueryData(settingsQuery).catch(() => null)
  return postLoginDestination(user, redirect, flagsFrom(settings))
}
