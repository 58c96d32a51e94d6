/** SPEC §4 opportunity status codes. */
export const OPPORTUNITY_STATUSES = {
  draft: 1,
  liveExternal: 2,
  liveInternal: 3,
  closed: 4,
  completed: 5,
  matured: 6,
} as const

export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[keyof typeof OPPORTUNITY_STATUSES]

export const OPPORTUNITY_STATUS_NAMES: Record<OpportunityStatus, string> = {
  1: 'Draft',
  2: 'Live - External',
  3: 'Live - Internal',
  4: 'Closed',
  5: 'Completed',
  6: 'Matured',
}

/**
 * The stages (SPEC §3: 1-6) an opportunity of each status may sit in. Stage says which screen
 * it opens on (1 the edit page, 2-4 live details, 5-6 existing details), status what investors
 * see, so the two are related but not equal: a draft may already be staged for launch (2), a
 * live raise moves through stages 2-4 as it fills, and a completed one may be matured in stage
 * before its status follows. Every seeded pair lies inside these ranges.
 */
export const OPPORTUNITY_STAGE_RANGES: Record<OpportunityStatus, readonly [number, number]> = {
  1: [1, 2],
  2: [2, 4],
  3: [2, 4],
  4: [4, 4],
  5: [5, 6],
  6: [6, 6],
}

/**
 * The host's one rule when a status changes: the stage stays where it is if the new status
 * allows it, and otherwise moves to the nearest stage that status allows (going live from
 * stage 1 lands in 2, closing in 4, completing in 5, maturing in 6, back to draft in 2 or 1).
 */
export function stageForStatus(status: number, stage: number): number {
  const range = OPPORTUNITY_STAGE_RANGES[status as OpportunityStatus]
  if (!range) return stage
  return Math.min(Math.max(stage, range[0]), range[1])
}

/**
 * The status changes staff are offered from each status (SPEC §4 leaves them to us): a draft
 * goes live either way; a live raise switches audience, closes, or goes back to draft; a closed
 * one reopens or completes; a completed one matures; matured is the end.
 */
export const OPPORTUNITY_MOVES: Record<OpportunityStatus, readonly OpportunityStatus[]> = {
  1: [2, 3],
  2: [3, 4, 1],
  3: [2, 4, 1],
  4: [5, 2, 3],
  5: [6],
  6: [],
}

export const opportunityMoves = (status: number): readonly OpportunityStatus[] =>
  OPPORTUNITY_MOVES[status as OpportunityStatus] ?? []

/**
 * SPEC §2: the live opportunities are those at stages 2-4 (stage 1 is still being set up, 5-6
 * are existing investments). The one definition the live-opportunities list filters by and the
 * host counts for the overview's "Live opportunities", so the two figures cannot disagree.
 */
export const LIVE_OPPORTUNITY_STAGES = [2, 3, 4] as const

/** Whether an opportunity at this stage is one of the live opportunities. */
export const isLiveOpportunityStage = (stage: unknown) =>
  (LIVE_OPPORTUNITY_STAGES as readonly number[]).includes(Number(stage))
