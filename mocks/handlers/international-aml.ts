import { timestamp, type Row } from '../db/db'
import type { Router } from '../http/router'
import { authUser, type RequestContext } from '../http/context'
import { json, validationError } from '../http/responses'
import { defineAction, registerActions } from '../engine/actions'
import { staffGrants } from '../engine/grants'
import { notify, notifyStaff } from '../host/notify'
import { recordEvidence } from '../resources/groups/compliance-evidence'
import { fullName } from '../resources/groups/people-shared'
import {
  amlCheckOf,
  amlDecisionColumns,
  amlRequired,
  amlStatus,
  EDD_DOCUMENTS,
  EDD_KINDS,
  eddRow,
  type EddKind,
} from '../resources/groups/aml'
import { subjectAt } from './investor-subjects'

export const NOT_REQUIRED = 'The international check is not required for this investor.'
export const DOCUMENTS_OUTSTANDING =
  "The international check is waiting for the investor's documents."
export const ALREADY_DECIDED = 'The international check has already been decided.'
export const ALREADY_APPROVED = 'This document has already been approved.'
/** Where the investor reads the check and uploads its documents. */
export const AML_CTA = '/investor/profile/identity'
export const AML_ICON = 'international_aml_decision'
export const amlAdminPath = (id: number) => `/admin/investors/${id}/international-check`

const show = (req: RequestContext, row: Row) => json({ data: amlCheckOf(req.host.db, row) })

/** The check's documents as they stood when it moved on, for the evidence. */
const documentsSent = (check: ReturnType<typeof amlCheckOf>) =>
  check.documents.map((d) => `${d.name} (${d.status})`).join('; ')

/**
 * The investor sends one of the check's documents: a file they uploaded to their own record
 * (POST /api/documents) becomes the onboarding document of that kind, uploaded for staff to
 * review (a rejected one is replaced). Sending the last one puts the check in review, which is
 * compliance evidence.
 */
async function sendDocument(req: RequestContext, data: Record<string, unknown>, user: Row) {
  const db = req.host.db
  if (!amlRequired(db, user)) return validationError({ kind: [NOT_REQUIRED] })
  const before = amlStatus(db, user)
  if (before === 'passed' || before === 'failed')
    return validationError({ kind: [ALREADY_DECIDED] })
  const file = db.table('documents').find(Number(data.document_id))
  const own =
    file &&
    file.uploaded_by === user.id &&
    file.documentable_type === 'users' &&
    file.documentable_id === user.id
  if (!own) return validationError({ document_id: ['The selected document id is invalid.'] })
  const kind = data.kind as EddKind
  const spec = EDD_DOCUMENTS.find((d) => d.kind === kind)!
  const existing = eddRow(db, user.id, kind)
  if (existing?.status === 'approved') return validationError({ kind: [ALREADY_APPROVED] })
  const fields = {
    status: 'uploaded',
    document_id: file.id,
    rejection_reason: null,
    reviewed_by: null,
    reviewed_at: null,
  }
  const table = db.table('onboarding-documents')
  if (existing) await table.update(existing.id, fields)
  else
    await table.insert({
      user_id: user.id,
      onboarding_document_type_id: null,
      name: spec.name,
      description: spec.description,
      requires_signature: 0,
      template_document_id: null,
      signed_at: null,
      ...fields,
    })
  const check = amlCheckOf(db, user)
  await notifyStaff(req.host, {
    message: `${fullName(user)} uploaded "${spec.name}" for the international check`,
    cta: amlAdminPath(user.id),
    icon: 'onboarding_document',
  })
  if (check.status === 'in_review' && before !== 'in_review') {
    await recordEvidence(db, {
      userId: user.id,
      causerId: user.id,
      event: 'international_aml_submitted',
      description: "Sent the international check's documents for review",
      properties: { country: user.country, documents: documentsSent(check) },
      at: req.host.now(),
    })
  }
  return show(req, user)
}

/**
 * Staff holding `compliance` update pass or fail the check once every document is in (a
 * reason is required to fail). Passing approves the documents still awaiting review. The
 * decision is compliance evidence (who, the documents, the reason) and the investor is told.
 */
async function decide(req: RequestContext, data: Record<string, unknown>, user: Row) {
  const db = req.host.db
  const status = amlStatus(db, user)
  if (status === 'not_required') return validationError({ decision: [NOT_REQUIRED] })
  if (status === 'documents_outstanding')
    return validationError({ decision: [DOCUMENTS_OUTSTANDING] })
  const pass = data.decision === 'pass'
  const reason = typeof data.reason === 'string' && data.reason.trim() ? data.reason.trim() : null
  const staff = authUser(req)
  const at = timestamp(req.host.now())
  if (pass) {
    for (const kind of EDD_KINDS) {
      const row = eddRow(db, user.id, kind)
      if (row?.status === 'uploaded')
        await db
          .table('onboarding-documents')
          .update(row.id, { status: 'approved', reviewed_by: staff.id, reviewed_at: at })
    }
  }
  const updated = await db
    .table('users')
    .update(
      user.id,
      amlDecisionColumns({ status: pass ? 'passed' : 'failed', by: staff.id, at, reason }),
    )
  const check = amlCheckOf(db, updated)
  await recordEvidence(db, {
    userId: user.id,
    causerId: staff.id,
    event: pass ? 'international_aml_passed' : 'international_aml_failed',
    description: pass ? 'Passed the international check' : 'Failed the international check',
    properties: { country: user.country, documents: documentsSent(check), reason },
    at,
  })
  await notify(req.host, user.id, {
    message: pass
      ? 'Your international check has been passed. You can now invest.'
      : `Your international check was not passed: ${String(reason)} Please contact us.`,
    cta: AML_CTA,
    icon: AML_ICON,
  })
  return show(req, updated)
}

const FEATURE = 'internationalAml' as const
const LOAD = subjectAt('users')

export function registerInternationalAmlEndpoints(router: Router) {
  registerActions(router, [
    defineAction({
      method: 'GET',
      path: '/api/users/:id/international-aml',
      feature: FEATURE,
      load: LOAD,
      // The investor reads their own; staff who may show investors read anyone's.
      may: (req, row) => req.user?.id === row.id || staffGrants(req.user, 'investors', 'show'),
      handle: (req, _data, row) => show(req, row),
    }),
    defineAction({
      method: 'POST',
      path: '/api/users/:id/international-aml/documents',
      feature: FEATURE,
      load: LOAD,
      may: (req, row) => req.user?.id === row.id,
      rules: {
        kind: `required|string|in:${EDD_KINDS.join(',')}`,
        document_id: 'required|integer',
      },
      handle: sendDocument,
    }),
    defineAction({
      method: 'POST',
      path: '/api/users/:id/international-aml/decision',
      feature: FEATURE,
      load: LOAD,
      may: { resource: 'compliance', action: 'update', staff: true },
      rules: {
        decision: 'required|string|in:pass,fail',
        reason: 'required_if:decision,fail|nullable|string|max:1000',
      },
      handle: decide,
    }),
  ])
}
