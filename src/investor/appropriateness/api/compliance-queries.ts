import { queryOptions } from '@tanstack/react-query'
import { resourceKeys } from '@/lib/resources'
import type { Bank } from '../model/attempts'
import {
  fetchComplianceSettings,
  fetchQuestions,
  fetchStatus,
  type Questionnaire,
} from './compliance-requests'

export const complianceKeys = {
  all: ['compliance'] as const,
  status: (q: Questionnaire) => ['compliance', 'status', q] as const,
  settings: () => ['compliance', 'settings'] as const,
}

/** The caller's result; the eligibility check and the test screens share this one entry. */
export const statusQuery = <Q extends Questionnaire>(q: Q) =>
  queryOptions({
    queryKey: complianceKeys.status(q),
    queryFn: ({ signal }) => fetchStatus(q, false, signal),
  })

export const complianceSettingsQuery = queryOptions({
  queryKey: complianceKeys.settings(),
  queryFn: ({ signal }) => fetchComplianceSettings(signal),
  staleTime: 5 * 60_000,
})

/** Under the questions family's keys, so staff editing a bank refreshes it. */
export const questionsQuery = (q: Questionnaire, bank: Bank) =>
  queryOptions({
    queryKey: [...resourceKeys(`${q}-questions`).lists(), 'bank', bank] as const,
    queryFn: ({ signal }) => fetchQuestions(q, bank, signal),
    staleTime: 5 * 60_000,
  })
