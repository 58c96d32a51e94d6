import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { complianceKeys } from '../api/compliance-queries'
import {
  fetchStatus,
  saveAuditCopy,
  submitAnswers,
  type Answer,
  type AttemptResult,
  type Questionnaire,
} from '../api/compliance-requests'
import type { Bank } from '../model/attempts'

export interface Attempt {
  bank: Bank
  answers: Answer[]
}

/**
 * SPEC §7: an answers POST, then the result re-read with update=1 (written to the status
 * query, so every screen moves on at once). The audit copy is the host's record, not the
 * investor's concern: if only it fails, the attempt still stands.
 */
export function useSubmitAnswers(q: Questionnaire) {
  const client = useQueryClient()
  return useCallback(
    async (attempt: Attempt, audit?: Record<string, unknown>): Promise<AttemptResult> => {
      const result = await submitAnswers(q, attempt)
      client.setQueryData(complianceKeys.status(q), await fetchStatus(q, true))
      if (audit) {
        await saveAuditCopy({ questionnaire: q, ...attempt, ...audit }).catch(() => undefined)
      }
      return result
    },
    [client, q],
  )
}

/** After a refusal (e.g. the cooldown began in another tab) the stored result is stale. */
export function useRefreshStatus(q: Questionnaire) {
  const client = useQueryClient()
  return useCallback(
    () => void client.invalidateQueries({ queryKey: complianceKeys.status(q) }),
    [client, q],
  )
}
