import { defineResource } from '../engine/types'
import { notify, notifyStaff } from '../host/notify'
import { fullName, now, ownBy, stripInput } from './groups/people-shared'
import { belongsTo } from '../engine/relation-helpers'

export const ONBOARDING_STATUSES = [
  'required',
  'uploaded',
  'signed',
  'approved',
  'rejected',
] as const
/** The only moves an investor makes: upload a file or sign the form. */
const INVESTOR_STATUSES = ['uploaded', 'signed']

/**
 * What an investor must sign or upload while onboarding (admin tab "Onboarding Documents";
 * admin route /investors/{id}/sign-pdf/{onboardingDocumentId}).
 */
export const onboardingDocuments = defineResource({
  family: 'onboarding-documents',
  model: 'OnboardingDocument',
  // prettier-ignore
  fields: [
    'id', 'user_id', 'onboarding_document_type_id', 'name', 'description', 'requires_signature',
    'status', 'template_document_id', 'document_id', 'signed_at', 'reviewed_by', 'reviewed_at',
    'rejection_reason', 'created_at', 'updated_at',
  ],
  filters: {
    exact: [
      'id',
      'user_id',
      'onboarding_document_type_id',
      'status',
      'requires_signature',
      'template_document_id',
    ],
    partial: ['name'],
  },
  sorts: ['id', 'name', 'status', 'signed_at', 'reviewed_at', 'created_at'],
  defaultSort: 'id',
  includes: {
    user: belongsTo('users', 'user_id'),
    document: belongsTo('documents', 'document_id'),
    templateDocument: belongsTo('documents', 'template_document_id'),
    documentType: belongsTo('onboarding-document-types', 'onboarding_document_type_id'),
    reviewer: belongsTo('users', 'reviewed_by'),
  },
  rules: {
    user_id: 'required|integer|exists:users,id',
    // Which sign-up document this is; rows made before the link carry none.
    onboarding_document_type_id: 'nullable|integer|exists:onboarding-document-types,id',
    name: 'required|string|max:255',
    description: 'nullable|string|max:2000',
    requires_signature: 'sometimes|boolean',
    status: `sometimes|in:${ONBOARDING_STATUSES.join(',')}`,
    template_document_id: 'nullable|integer|exists:documents,id',
    document_id: 'nullable|integer|exists:documents,id',
    // A rejection tells the investor why, so they can upload again.
    rejection_reason: 'nullable|required_if:status,rejected|string|max:1000',
  },
  defaults: () => ({ status: 'required', requires_signature: 0 }),
  // Index and create follow `onboarding_documents` (SPEC §6); reviewing one record edits the
  // investor, which the role table grants as `investors` update.
  permission: (row) => (row && row.id ? 'investors' : 'onboarding_documents'),
  afterWrite: async (row, op, ctx) => {
    if (op === 'delete') return
    const host = ctx.req.host
    const patch: Record<string, unknown> = {}
    if (row.status === 'signed' && row.signed_at === null) patch.signed_at = now(ctx)
    const decided = row.status === 'approved' || row.status === 'rejected'
    if (decided && row.reviewed_at === null)
      Object.assign(patch, { reviewed_by: ctx.user?.id ?? null, reviewed_at: now(ctx) })
    if (Object.keys(patch).length) await host.db.table('onboarding-documents').update(row.id, patch)
    if (op !== 'update') return
    const investor = host.db.table('users').find(row.user_id as number)
    if (INVESTOR_STATUSES.includes(String(row.status)) && ctx.user?.id === row.user_id) {
      await notifyStaff(host, {
        message: `${fullName(investor)} ${row.status} "${row.name}"`,
        cta: `/admin/investors/${row.user_id}/details/investment-documents`,
        icon: 'onboarding_document',
      })
    } else if (decided && Object.keys(patch).length) {
      await notify(host, row.user_id as number, {
        message: `Your document "${row.name}" was ${row.status}`,
        cta: '/investor/profile/documents',
        icon: 'onboarding_document',
      })
    }
  },
  investor: {
    read: ownBy('user_id'),
    update: (row, ctx) => {
      if (!ownBy('user_id')(row, ctx)) return false
      const status = ctx.req.input.fields.status
      if (status !== undefined && !INVESTOR_STATUSES.includes(String(status))) return false
      // The file must be one they uploaded themselves.
      const docId = ctx.req.input.fields.document_id
      if (docId !== undefined && docId !== null && docId !== '') {
        const file = ctx.req.host.db.table('documents').find(Number(docId))
        if (!file || !ownBy('uploaded_by')(file, ctx)) return false
      }
      stripInput(ctx, [
        'user_id',
        'onboarding_document_type_id',
        'name',
        'description',
        'requires_signature',
        'template_document_id',
        'rejection_reason',
      ])
      return true
    },
  },
})
