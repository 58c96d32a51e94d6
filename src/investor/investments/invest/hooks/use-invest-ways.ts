import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useFlags } from '@/lib/flags'
import { useCurrentUser } from '@/lib/session'
import { investorTypesQuery } from '../api/invest-queries'
import { investWays, type InvestWays } from '../model/invest-ways'

export type InvestWaysState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void; retrying: boolean }
  | { status: 'ready'; ways: InvestWays }

/** The ways to invest open to the signed-in investor (their data, the tenant's settings). */
export function useInvestWays(): InvestWaysState {
  const { user } = useCurrentUser()
  const { organisationLinks } = useFlags()
  const types = useQuery(investorTypesQuery)
  const ways = useMemo(() => {
    if (!types.data) return null
    const enabledTypes = types.data.data.filter((t) => t.is_enabled === 1).map((t) => t.key)
    return investWays({ user, enabledTypes, organisationLinks })
  }, [types.data, user, organisationLinks])
  if (types.isError)
    return { status: 'error', retry: () => void types.refetch(), retrying: types.isFetching }
  if (!ways) return { status: 'loading' }
  return { status: 'ready', ways }
}
