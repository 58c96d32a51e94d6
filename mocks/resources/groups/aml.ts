import type { Database, Row } from '../../db/db'
import { hostFlags } from '../../host/features'
import { fullName, text } from './people-shared'
import { INVESTOR_ROLE } from '../../../src/lib/permissions'
import { outsideUk } from '../../../src/lib/investments/invest-eligibility'

/**
 * International AML (SPEC §3 `ca_use_intl_check`): an investor living outside the UK passes an
 * enhanced due-diligence (EDD) check before they invest. Its documents are onboarding
 * documents of two kinds the check adds (no sign-up document type: UK investors are never
 * asked); the decision is staff's, kept on the user's row.
 */
export const INTERNATIONAL_AML_COLUMNS = [
  'international_aml_status',
  'international_aml_decided_by',
  'international_aml_decided_at',
  'international_aml_reason',
] as const

export const EDD_DOCUMENTS = [
  {
    kind: 'proof_of_address',
    name: 'Certified proof of address',
    description:
      'A utility bill or bank statement from the last three months showing your name and home address, certified as a true copy by a lawyer, notary or accountant.',
  },
  {
    kind: 'source_of_funds',
    name: 'Source of funds',
    description:
      'Evidence of where the money you will invest comes from, such as bank statements showing your salary, or the sale of a property, shares or a business.',
  },
] as const
export type EddKind = (typeof EDD_DOCUMENTS)[number]['kind']
export const EDD_KINDS = EDD_DOCUMENTS.map((d) => d.kind)

export const AML_STATUSES = [
  'not_required',
  'documents_outstanding',
  'in_review',
  'passed',
  'failed',
] as const
export type AmlStatus = (typeof AML_STATUSES)[number]

/** Why the check is asked, as the investor and staff read it. */
export const AML_REASON =
  'You live outside the UK, so UK anti-money-laundering rules ask us to carry out enhanced due diligence before you invest: we need a certified proof of your address and evidence of the source of the money you invest.'

/** The decision columns a pass or fail writes. */
export const amlDecisionColumns = (d: {
  status: 'passed' | 'failed' | null
  by: number | null
  at: string | null
  reason: string | null
}) => ({
  international_aml_status: d.status,
  international_aml_decided_by: d.by,
  international_aml_decided_at: d.at,
  international_aml_reason: d.reason,
})

/** The investor's onboarding document of one EDD kind (matched by its name; at most one). */
export const eddRow = (db: Database, userId: number, kind: EddKind): Row | undefined => {
  const name = EDD_DOCUMENTS.find((d) => d.kind === kind)!.name
  return db
    .table('onboarding-documents')
    .first((r) => r.user_id === userId && r.name === name && r.onboarding_document_type_id == null)
}

const SENT = ['uploaded', 'approved']

/** Is the check asked of this user now (flag on, an investor living outside the UK)? */
export const amlRequired = (db: Database, user: Row) =>
  hostFlags(db).internationalAml && user.role_id === INVESTOR_ROLE && outsideUk(text(user.country))

/** Where the check stands: staff's decision, else whether every document has been sent. */
export function amlStatus(db: Database, user: Row): AmlStatus {
  if (!amlRequired(db, user)) return 'not_required'
  const decided = user.international_aml_status
  if (decided === 'passed' || decided === 'failed') return decided
  const all = EDD_KINDS.every((k) => SENT.includes(String(eddRow(db, user.id, k)?.status)))
  return all ? 'in_review' : 'documents_outstanding'
}

/** GET /api/users/{id}/international-aml: the check as the portal and the record show it. */
export function amlCheckOf(db: Database, user: Row) {
  const decider = db.table('users').find(Number(user.international_aml_decided_by))
  return {
    user_id: user.id,
    country: user.country ?? null,
    required: amlRequired(db, user),
    status: amlStatus(db, user),
    reason_asked: AML_REASON,
    documents: EDD_DOCUMENTS.map((d) => {
      const row = eddRow(db, user.id, d.kind)
      const file = row?.document_id ? db.table('documents').find(Number(row.document_id)) : null
      return {
        kind: d.kind,
        name: d.name,
        description: d.description,
        status: row ? String(row.status) : 'required',
        onboarding_document_id: row?.id ?? null,
        document_id: row?.document_id ?? null,
        document_url: file?.url ?? null,
        rejection_reason: row?.rejection_reason ?? null,
      }
    }),
    decided_by: user.international_aml_decided_by ?? null,
    decided_by_name: decider ? fullName(decider) : null,
    decided_at: user.international_aml_decided_at ?? null,
    decision_reason: user.international_aml_reason ?? null,
  }
}
export type AmlCheck = ReturnType<typeof amlCheckOf>
