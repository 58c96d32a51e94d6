import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionKeys } from '@/lib/session'
import { useToast } from '@/ui'
import { setComplianceResult, type ComplianceResult } from '../api/requests'
import { errorText } from '../model/error-text'

/**
 * The appropriateness feature caches the test's status and settings under this key
 * (complianceKeys.all there). It is spelled out because features reach each other only through
 * their index, and importing that one would pull the test's screens into the panel's chunk.
 */
export const COMPLIANCE_QUERY_KEY = ['compliance'] as const

export interface ComplianceChange {
  email: string
  result: ComplianceResult
}

const FAILED: Record<ComplianceResult, string> = {
  passed: 'The test was not passed',
  failed: 'The failed try was not recorded',
  end_cooldown: 'The cooldown was not ended',
  reset: 'The test was not reset',
}

/**
 * POST /__mock/compliance for the signed-in user, then refetch the session's user (it carries
 * compliance_passed and compliance_tries) and the test's status, so the open page shows the
 * new result without a reload. The mutation stays pending until both have refetched, so the
 * panel's buttons only come back once the page has caught up.
 */
export function useComplianceResult() {
  const client = useQueryClient()
  const toast = useToast()
  return useMutation({
    mutationFn: ({ email, result }: ComplianceChange) => setComplianceResult(email, result),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: sessionKeys.all }),
        client.invalidateQueries({ queryKey: COMPLIANCE_QUERY_KEY }),
      ]),
    onError: (err, { result }) => {
      toast.error(`${FAILED[result]}: ${errorText(err)}`)
    },
  })
}
