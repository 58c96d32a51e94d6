import type { Database, Row } from '../../db/db'
import { timestamp } from '../../db/db'
import { hostFlags } from '../../host/features'
import { ROLES } from '../../../src/lib/permissions'
import type { Ctx } from '../../engine/types'
import { recordEvidence } from './compliance-evidence'
import { fullName, text } from './people-shared'
import { matchesText, PROVIDER, screen, type ScreeningMatch } from './screening-provider'

/**
 * User screening (SPEC §3 `user_screening`): identity and sanctions checks of an investor by a
 * screening provider, kept provider-neutral. Each check is a row of `screenings`; the latest
 * one's status is copied to the user (`screening_status`) for the shared invest rule. The
 * provider answers clear, refer (a possible match for staff to review) or fail; staff decide
 * a referral, clearing or failing it with a reason.
 */
export const SCREENINGS = 'screenings'
export const SCREENING_STATUSES = ['requested', 'clear', 'refer', 'fail'] as const
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number]

export const SCREENING_LABELS: Record<ScreeningStatus, string> = {
  requested: 'Requested',
  clear: 'Clear',
  refer: 'Referred for review',
  fail: 'Failed',
}

const person = (db: Database, id: unknown) => {
  const u = typeof id === 'number' ? db.table('users').find(id) : undefined
  return u ? { id: u.id, name: fullName(u) || text(u.email) } : null
}

/** A check as the API shows it (openapi Screening): who requested and decided, by name. */
export function screeningView(db: Database, row: Row) {
  return {
    id: row.id,
    user_id: row.user_id,
    status: row.status,
    result: row.result ?? null,
    provider: row.provider,
    reference: row.reference,
    matches: (row.matches as ScreeningMatch[] | undefined) ?? [],
    requested_by: person(db, row.requested_by),
    requested_at: row.requested_at,
    completed_at: row.completed_at ?? null,
    decided_by: person(db, row.decided_by),
    decided_at: row.decided_at ?? null,
    decision_reason: row.decision_reason ?? null,
  }
}

/** The investor's checks, newest first. */
export const screeningsOf = (db: Database, userId: number) =>
  db
    .table(SCREENINGS)
    .where((s) => s.user_id === userId)
    .sort((a, b) => b.id - a.id)

export interface RunScreening {
  user: Row
  /** The staff member who asked; null when the platform asked (the investor registering). */
  requestedBy: number | null
  at: Date
}

/**
 * Ask the provider to screen the investor (the mock answers at once, deterministically: see
 * screening-provider.ts), keep the check, copy its status to the user and record the result
 * as compliance evidence.
 */
export async function runScreening(db: Database, r: RunScreening, opts: { silent?: boolean } = {}) {
  const at = timestamp(r.at)
  const table = db.table(SCREENINGS)
  const id = table.nextId()
  const outcome = screen(r.user)
  const row = await table.insert(
    {
      user_id: r.user.id,
      status: outcome.status,
      result: outcome.status,
      provider: PROVIDER,
      reference: screeningReference(id, r.at),
      matches: outcome.matches,
      requested_by: r.requestedBy,
      requested_at: at,
      completed_at: at,
      decided_by: null,
      decided_at: null,
      decision_reason: null,
      created_at: at,
      updated_at: at,
    },
    opts,
  )
  await db
    .table('users')
    .update(r.user.id, { screening_status: outcome.status }, { touch: false, ...opts })
  await recordEvidence(
    db,
    {
      userId: r.user.id,
      causerId: r.requestedBy,
      event: 'screening_completed',
      description: `Screening result: ${SCREENING_LABELS[outcome.status].toLowerCase()}`,
      properties: evidenceOf(row, { requested_by_platform: r.requestedBy === null }),
      at,
    },
    opts,
  )
  return row
}

/** The provider's reference for a check (the mock's: year and a serial). */
export const screeningReference = (id: number, at: Date) =>
  `SCR-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`

/** What the evidence keeps of a check: the provider, its reference, result and matches. */
export const evidenceOf = (row: Row, extra: Record<string, unknown> = {}) => ({
  screening_id: row.id,
  provider: row.provider,
  reference: row.reference,
  result: row.result,
  matches: matchesText(row.matches as ScreeningMatch[]),
  ...extra,
})

/**
 * Every new investor is screened while the flag is on, however they arrive (registration, an
 * invitation, staff's manual registration, a converted contact): called once, where the
 * users family creates a row with the investor role.
 */
export async function screenNewInvestor(ctx: Ctx, row: Row) {
  const db = ctx.req.host.db
  if (row.role_id !== ROLES.User || !hostFlags(db).userScreening) return
  const staff = ctx.user && ctx.user.role_id !== ROLES.User ? ctx.user.id : null
  await runScreening(db, { user: row, requestedBy: staff, at: ctx.req.host.now() })
}
