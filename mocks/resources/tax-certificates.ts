import type { Database } from '../db/db'
import { timestamp } from '../db/db'
import { defineResource, type Ctx } from '../engine/types'
import { belongsTo } from '../engine/relation-helpers'
import { opportunityParent } from '../engine/parent-guards'
import { insertRecord } from '../engine/records'
import { ownRow } from './groups/deals-access'
import { dropUpload } from './groups/document-uploads'
import type { InvestmentRow } from './groups/deals-investment-logic'
import { documents } from './documents'
import {
  CANNOT_WITHDRAW,
  CERTIFICATE_STATUSES,
  certificateDocumentName,
  certificateRefusal,
  certificatesOf,
  publishCertificate,
  type TaxCertificateRow,
} from './groups/tax-relief'

const STATUS_RULE = `sometimes|in:${CERTIFICATE_STATUSES.join(',')}`

/** The investment's columns the certificate copies (what a client sends for them is ignored). */
function fromInvestment(db: Database, investmentId: unknown) {
  const inv = db.table<InvestmentRow>('investments').find(Number(investmentId))
  return {
    user_id: inv?.user_id ?? null,
    investment_opportunity_id: inv?.investment_opportunity_id ?? null,
    share_issue_id: inv?.share_issue_id ?? null,
    scheme: inv?.tax_option ?? null,
  }
}

/**
 * The signed PDF uploaded with the certificate becomes the investor's document (private until
 * the certificate is issued), stored as every document's file is.
 */
async function storeCertificateFile(row: TaxCertificateRow, ctx: Ctx) {
  const db = ctx.req.host.db
  const opp = db.table('investment-opportunities').find(row.investment_opportunity_id)
  const doc = await insertRecord(ctx.req, documents, {
    name: certificateDocumentName(row.scheme, opp),
    visibility: 'private',
    category: 'tax',
    documentable_type: 'users',
    documentable_id: row.user_id,
  })
  await certificatesOf(db).update(row.id, { document_id: doc.id })
}

/** A certificate's own document (the one its upload made) goes with it; a linked one stays. */
function dropCertificateFile(db: Database, row: TaxCertificateRow) {
  const doc = row.document_id == null ? undefined : db.table('documents').find(row.document_id)
  if (!doc || doc.category !== 'tax' || doc.documentable_id !== row.user_id) return
  db.table('documents').delete(doc.id)
  dropUpload(db, doc.id)
}

/**
 * EIS3/SEIS3 certificates (issue 29): staff add one per investment once the share issue's
 * statement is authorised, then issue it (the investor sees it, and is told). Investors read
 * their own issued ones only.
 */
export const taxCertificates = defineResource<TaxCertificateRow>({
  family: 'tax-certificates',
  model: 'TaxCertificate',
  feature: 'tax',
  parent: opportunityParent,
  // prettier-ignore
  fields: [
    'id', 'investment_id', 'user_id', 'investment_opportunity_id', 'share_issue_id', 'scheme',
    'document_id', 'status', 'issued_at', 'uploaded_by', 'created_at', 'updated_at',
  ],
  filters: {
    // prettier-ignore
    exact: [
      'id', 'investment_id', 'user_id', 'investment_opportunity_id', 'share_issue_id', 'scheme',
      'status',
    ],
  },
  sorts: ['id', 'issued_at', 'created_at'],
  defaultSort: '-created_at',
  includes: {
    investment: belongsTo('investments', 'investment_id'),
    user: belongsTo('users', 'user_id'),
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
    shareIssue: belongsTo('share-issues', 'share_issue_id'),
    document: belongsTo('documents', 'document_id'),
  },
  rules: {
    investment_id: 'required|integer|exists:investments,id',
    // The signed certificate (a PDF by its bytes, 10 MB at most), or a document already stored.
    file: 'required_without:document_id|mimes:pdf|max:10240',
    document_id: 'nullable|integer|exists:documents,id',
    status: STATUS_RULE,
  },
  updateRules: { status: STATUS_RULE, document_id: 'sometimes|integer|exists:documents,id' },
  refuse: (input, ctx, row): Record<string, string[]> | null => {
    if (row)
      return row.status === 'issued' && input.status === 'uploaded'
        ? { status: [CANNOT_WITHDRAW] }
        : null
    const refusal = certificateRefusal(ctx.req.host.db, Number(input.investment_id))
    return refusal ? { investment_id: [refusal] } : null
  },
  defaults: (input, ctx) => ({
    ...fromInvestment(ctx.req.host.db, input.investment_id),
    status: 'uploaded',
    issued_at: input.status === 'issued' ? timestamp(ctx.req.host.now()) : null,
    uploaded_by: ctx.user?.id ?? null,
  }),
  afterWrite: async (row, op, ctx, before) => {
    const db = ctx.req.host.db
    if (op === 'delete') return dropCertificateFile(db, row)
    if (op === 'create') {
      // `file` is validated as Laravel's UploadedFile but is not a column.
      await certificatesOf(db).update(row.id, { file: undefined })
      if (ctx.req.input.blobs?.file) await storeCertificateFile(row, ctx)
    }
    if (row.status === 'issued' && (op === 'create' || before?.status !== 'issued'))
      await publishCertificate(ctx.req.host, certificatesOf(db).find(row.id) ?? row)
  },
  // Issued is final: the investor holds it, so it stays.
  staff: { delete: (row) => row.status === 'uploaded' },
  only: ['index', 'show', 'store', 'update', 'destroy'],
  investor: { read: (row, ctx) => ownRow(row, ctx) && row.status === 'issued' },
})
