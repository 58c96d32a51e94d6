import type { Row } from '../../db/db'
import type { Ctx } from '../../engine/types'
import { hostFlags } from '../../host/features'
import { ROLES } from '../../../src/lib/permissions'

/**
 * Categorisation approval (SPEC §3 `compliance_requires_categorisation_approval`): the user's
 * columns saying where their category stands with staff. Null: approval was not asked (the
 * flag was off when it was set), which counts as approved.
 */
export const CATEGORY_APPROVAL_STATUSES = ['awaiting', 'approved', 'rejected'] as const
export type CategoryApprovalStatus = (typeof CATEGORY_APPROVAL_STATUSES)[number]

export interface CategoryDecision {
  status: CategoryApprovalStatus | null
  /** The staff member who decided (null while awaiting or not asked). */
  by: number | null
  at: string | null
  reason: string | null
}

/** The columns a decision writes on the user's row. */
export const decisionColumns = (d: CategoryDecision) => ({
  category_approval_status: d.status,
  category_decided_by: d.by,
  category_decided_at: d.at,
  category_decision_reason: d.reason,
})

const NOT_ASKED: CategoryDecision = { status: null, by: null, at: null, reason: null }

/**
 * An investor confirming their own category (their update of investor_category_id): with
 * approval on it waits for staff, whatever was decided before; with it off nothing is asked,
 * so an earlier status is cleared (and a row that never had one is not written at all).
 */
export async function confirmationAwaitsApproval(ctx: Ctx, row: Row): Promise<Row> {
  if (row.role_id !== ROLES.User || ctx.user?.id !== row.id) return row
  if (!('investor_category_id' in ctx.req.input.fields)) return row
  const approval = hostFlags(ctx.req.host.db).complianceRequiresCategorisationApproval
  const next: CategoryDecision =
    approval && row.investor_category_id != null ? { ...NOT_ASKED, status: 'awaiting' } : NOT_ASKED
  if (next.status === null && (row.category_approval_status ?? null) === null) return row
  return ctx.req.host.db.table('users').update(row.id, decisionColumns(next), { touch: false })
}

/**
 * Staff setting the category themselves (PUT …/categorisation, with a reason) is their
 * approval of it; removing it leaves nothing to approve.
 */
export const staffChangeDecision = (
  categoryId: number | null,
  staffId: number,
  at: string,
  reason: string,
): CategoryDecision =>
  categoryId === null ? NOT_ASKED : { status: 'approved', by: staffId, at, reason }
