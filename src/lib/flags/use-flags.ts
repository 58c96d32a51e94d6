import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { flagsFrom, type Flags } from '@/lib/settings/flag-names'
import { settingsQuery } from '@/lib/tenant/settings-query'

/** Every flag off: what the app assumes while settings load or when they fail (SPEC §8). */
export const NO_FLAGS: Readonly<Flags> = Object.freeze(flagsFrom(null))

/**
 * The tenant's feature flags, normalised from either spelling (SPEC §3). The one place gated
 * features read them, so no screen ever looks at a raw settings column.
 */
export function useFlags(): Flags {
  const { data } = useQuery(settingsQuery)
  return useMemo(() => (data ? flagsFrom(data) : NO_FLAGS), [data])
}
