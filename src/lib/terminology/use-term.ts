import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { settingsQuery } from '@/lib/tenant/settings-query'
import type { TermKey, Terms } from './defaults'
import { terminologyFrom } from './terms'

/** The tenant's terminology (defaults while settings load or when they fail). */
export function useTerms(): Terms {
  const { data } = useQuery(settingsQuery)
  const navigation = data?.navigation
  return useMemo(() => terminologyFrom(navigation), [navigation])
}

/** `const t = useTerm(); t('investments')` — the tenant's word for a term. */
export function useTerm(): (key: TermKey) => string {
  const terms = useTerms()
  return useCallback((key: TermKey) => terms[key], [terms])
}
