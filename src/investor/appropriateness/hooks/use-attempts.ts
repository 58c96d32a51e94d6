import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { toDate } from '@/lib/format'
import { complianceSettingsQuery, complianceKeys, statusQuery } from '../api/compliance-queries'
import { allowedTries, attemptState, type AttemptState } from '../model/attempts'

export type Loadable<T> =
  { kind: 'loading' } | { kind: 'error'; retry: () => void; retrying: boolean } | T

const LOADING = { kind: 'loading' } as const
/** setTimeout's ceiling (about 24.8 days); a longer wait is re-armed on the next render. */
const MAX_DELAY = 2 ** 31 - 1

function failed(queries: UseQueryResult[]): Loadable<never> | null {
  if (!queries.some((q) => q.isError)) return null
  return {
    kind: 'error',
    retry: () => queries.forEach((q) => q.isError && void q.refetch()),
    retrying: queries.some((q) => q.isFetching),
  }
}

/**
 * The clock the cooldown is judged by, moved on when the cooldown ends, at which point the
 * status is re-read so the test opens without a reload.
 */
function useCooldownClock(retryAt: string | null | undefined, q: 'compliance' | 'fca-compliance') {
  const client = useQueryClient()
  // A clock older than the status only errs towards "still waiting", and the timer below
  // fires at once (delay 0) when the wait is already over, so it never needs reading here.
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const until = toDate(retryAt)?.getTime()
    if (until === undefined) return
    const timer = setTimeout(
      () => {
        setNow(Date.now())
        void client.invalidateQueries({ queryKey: complianceKeys.status(q) })
      },
      Math.min(Math.max(0, until - Date.now()), MAX_DELAY),
    )
    return () => clearTimeout(timer)
  }, [client, q, retryAt])
  return now
}

/**
 * The appropriateness test's attempts (SPEC §4): the result from GET /api/compliance/answers
 * and, without the risk warning, the tries allowed from the compliance settings. Not fetched
 * at all unless `enabled` (an investor who has not passed, with the test on).
 */
export function useComplianceAttempts(
  enabled: boolean,
  riskWarning: boolean,
): Loadable<AttemptState> {
  const status = useQuery({ ...statusQuery('compliance'), enabled })
  const needTries = enabled && !riskWarning
  const settings = useQuery({ ...complianceSettingsQuery, enabled: needTries })
  const now = useCooldownClock(status.data?.retry_available_at, 'compliance')
  const error = failed(needTries ? [status, settings] : [status])
  if (error) return error
  if (!status.data || (needTries && !settings.data)) return LOADING
  const s = status.data
  return attemptState(
    {
      passed: s.compliance_passed === 1,
      tries: s.compliance_tries,
      retryAt: s.retry_available_at,
      allowed: allowedTries(riskWarning, settings.data?.compliance_tries),
    },
    riskWarning,
    now,
  )
}

/** The categorisation questionnaire's attempts; the host says how many are allowed. */
export function useFcaAttempts(enabled: boolean, riskWarning: boolean): Loadable<AttemptState> {
  const status = useQuery({ ...statusQuery('fca-compliance'), enabled })
  const now = useCooldownClock(status.data?.retry_available_at, 'fca-compliance')
  const error = failed([status])
  if (error) return error
  if (!status.data) return LOADING
  const s = status.data
  return attemptState(
    {
      passed: s.fca_compliance_passed === 1,
      tries: s.fca_compliance_tries,
      retryAt: s.retry_available_at,
      allowed: s.tries_allowed,
    },
    riskWarning,
    now,
  )
}
