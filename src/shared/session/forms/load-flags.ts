import type { QueryClient } from '@tanstack/react-query'
import { NO_FLAGS, flagsFrom, type Flags } from '@/lib/flags'
import { settingsQuery } from '@/lib/tenant'

/**
 * The tenant's flags, waiting for the settings call if it has not answered yet: a staff
 * member's landing page depends on them (SPEC §6). A failed call means no flags (SPEC §8).
 */
export async function loadFlags(client: QueryClient): Promise<Flags> {
  try {
    return flagsFrom(await client.ensureQueryData(settingsQuery))
  } catch {
    return NO_FLAGS
  }
}
