import { isLaravelTrue } from '@/lib/laravel-true'
/**
 * SPEC §4's smaller status sets, word for word, beside the opportunity statuses
 * (opportunity-status.ts). Each screen that shows one of these codes reads its words here.
 */

/** SPEC §4: "Open/closed: 0 Closed, 1 Active." */
export const OPEN_CLOSED_LABELS = { 0: 'Closed', 1: 'Active' } as const

export type OpenClosedCode = keyof typeof OPEN_CLOSED_LABELS

/** A 0/1 open/closed flag as SPEC §4 names it (true, '1' and 1 read as Active). */
export const openClosedCode = (value: unknown): OpenClosedCode => (isLaravelTrue(value) ? 1 : 0)

/** SPEC §4: "Another set: 1 active, 2 inactive, 3 investment." */
export const PIPELINE_STATUSES = { active: 1, inactive: 2, investment: 3 } as const

export type PipelineStatus = (typeof PIPELINE_STATUSES)[keyof typeof PIPELINE_STATUSES]

export const PIPELINE_STATUS_LABELS: Record<PipelineStatus, string> = {
  1: 'Active',
  2: 'Inactive',
  3: 'Investment',
}

/** How a deal's stored outcome (open, lost, won) reads in the set. */
export const DEAL_OUTCOME_CODES: Record<'open' | 'lost' | 'won', PipelineStatus> = {
  open: PIPELINE_STATUSES.active,
  lost: PIPELINE_STATUSES.inactive,
  won: PIPELINE_STATUSES.investment,
}

/**
 * Where a pipeline deal stands in SPEC §4's set: an investment once it has become an
 * opportunity (or was won), inactive once dropped (lost), otherwise active in the pipeline.
 */
export function dealPipelineStatus(deal: {
  status?: string | null
  investment_opportunity_id?: number | null
}): PipelineStatus {
  if (deal.investment_opportunity_id != null) return PIPELINE_STATUSES.investment
  return (
    DEAL_OUTCOME_CODES[deal.status as keyof typeof DEAL_OUTCOME_CODES] ?? PIPELINE_STATUSES.active
  )
}
