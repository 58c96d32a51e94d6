import type { Row } from '../../db/db'
import type { Ctx } from '../../engine/types'
import { ROLES } from '../../../src/lib/permissions'
import { categoryName, recordEvidence, riskWarningShown } from './compliance-evidence'
import { text } from './people-shared'

const changed = (before: Row, after: Row, column: string) =>
  text(before[column]) !== text(after[column])

/**
 * The regulated steps a users update can be: the investor accepting a terms version or
 * confirming a category (the portal's PATCH of their own row), staff changing the KYC status or
 * the category (the admin's PATCH /api/users/{id}). Only real changes are evidence.
 */
export async function recordUserEvidence(ctx: Ctx, before: Row, after: Row) {
  if (after.role_id !== ROLES.User) return
  const db = ctx.req.host.db
  const byInvestor = ctx.user?.id === after.id
  const base = { userId: after.id, causerId: ctx.user?.id ?? null, at: ctx.req.host.now() }

  if (changed(before, after, 'accepted_terms_version') && Number(after.accepted_terms_version) > 0)
    await recordEvidence(db, {
      ...base,
      event: 'terms_accepted',
      description: `Accepted the terms and conditions version ${text(after.accepted_terms_version)}`,
      properties: {
        version: Number(after.accepted_terms_version),
        previous_version: Number(before.accepted_terms_version ?? 0),
        risk_warning_shown: riskWarningShown(db),
      },
    })

  if (changed(before, after, 'investor_category_id')) {
    const to = categoryName(db, after.investor_category_id)
    if (byInvestor && after.investor_category_id != null) {
      const category = db.table('categories').find(Number(after.investor_category_id))
      await recordEvidence(db, {
        ...base,
        event: 'category_confirmed',
        description: `Confirmed the ${to} categorisation statement`,
        properties: {
          category_id: after.investor_category_id,
          category: to,
          statements: Array.isArray(category?.statements) ? category.statements : [],
          ...(after.category_approval_status === 'awaiting' ? { awaiting_approval: true } : {}),
        },
      })
    } else {
      await recordEvidence(db, {
        ...base,
        event: 'category_changed',
        description: `Category changed to ${to}`,
        properties: { from: categoryName(db, before.investor_category_id), to },
      })
    }
  }

  if (changed(before, after, 'kyc_status'))
    await recordEvidence(db, {
      ...base,
      event: 'kyc_status_changed',
      description: `KYC status changed to ${text(after.kyc_status)}`,
      properties: { from: text(before.kyc_status), to: text(after.kyc_status) },
    })
}
