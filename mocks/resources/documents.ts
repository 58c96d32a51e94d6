import { defineResource, type Ctx } from '../engine/types'
import type { Row } from '../db/db'
import { investorCanReadOpportunity } from './groups/deals-access'
import { withheldFor } from './groups/promotion-exemptions'
import { reports } from './reports'
import { linkedOrganisationIds, morphIn, ownBy } from './groups/people-shared'
import { belongsTo } from '../engine/relation-helpers'
import { dropUpload, refuseDocumentFile, storeUpload } from './groups/document-uploads'
import { morphParent } from '../engine/parent-guards'

export const DOCUMENT_VISIBILITIES = ['public', 'private'] as const
export const DOCUMENT_CATEGORIES = [
  'sign_up',
  'onboarding',
  'kyc',
  'report',
  'legal',
  'investment',
  'tax',
  'other',
] as const

/** SPEC §4: public documents reach the client portal; private ones stay in the admin portal. */
function investorMayRead(row: Row, ctx: Ctx): boolean {
  const user = ctx.user
  if (!user || row.visibility !== 'public') return false
  const db = ctx.req.host.db
  const id = row.documentable_id as number
  switch (row.documentable_type) {
    case 'users':
      return id === user.id
    case 'investment-opportunities':
      // Financial promotion exemptions: an opportunity's documents wait for a statement.
      return investorCanReadOpportunity(db, user.id, id) && !withheldFor(ctx)
    case 'organisations':
      return linkedOrganisationIds(db, user.id).has(id)
    case 'investment-methods': {
      const m = db.table('investment-methods').find(id)
      return m !== undefined && (m.user_id === user.id || m.lead_user_id === user.id)
    }
    case 'reports': {
      // A report's attachments reach whoever may read the report (live, held or public).
      const report = db.table('reports').find(id)
      return report !== undefined && !!reports.investor?.read?.(report, ctx)
    }
    default:
      // Library documents (sign-up forms) belong to no record and are published to all.
      return row.documentable_type === null && row.category === 'sign_up'
  }
}

/**
 * May an investor attach their upload to the record they named? An organisation they are
 * linked to (an application not rejected) or an investment method they hold or lead; anything
 * else is attached to their own user row, as before.
 */
function investorMayAttachTo(input: Record<string, unknown>, ctx: Ctx): boolean {
  const user = ctx.user
  const id = Number(input.documentable_id)
  if (!user || !Number.isInteger(id) || id < 1) return false
  const db = ctx.req.host.db
  if (input.documentable_type === 'organisations') {
    return db
      .table('organisation-links')
      .where((l) => l.user_id === user.id && l.organisation_id === id)
      .some((l) => l.status !== 'rejected')
  }
  if (input.documentable_type === 'investment-methods') {
    const m = db.table('investment-methods').find(id)
    return m !== undefined && (m.user_id === user.id || m.lead_user_id === user.id)
  }
  return false
}

const slug = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-')

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
}
export const mimeOf = (fileName: string) =>
  MIME[fileName.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream'

/** Files attached to any record (documentable) or kept in the document library. */
export const documents = defineResource({
  family: 'documents',
  model: 'Document',
  parent: morphParent('documentable', { orphan: 'compliance' }),
  // prettier-ignore
  fields: [
    'id', 'name', 'description', 'file_name', 'url', 'mime_type', 'size', 'visibility', 'category',
    'folder_structure_id', 'documentable_type', 'documentable_id', 'uploaded_by', 'created_at',
    'updated_at',
  ],
  filters: {
    // prettier-ignore
    exact: [
      'id', 'visibility', 'category', 'folder_structure_id', 'documentable_type',
      'documentable_id', 'uploaded_by', 'mime_type',
    ],
    partial: ['name', 'file_name'],
  },
  sorts: ['id', 'name', 'size', 'category', 'created_at'],
  defaultSort: '-created_at',
  includes: {
    uploader: belongsTo('users', 'uploaded_by'),
    folder: belongsTo('folder-structures', 'folder_structure_id'),
  },
  rules: {
    name: 'required|string|max:255',
    description: 'nullable|string|max:2000',
    // Either an uploaded `file` (multipart) or the `url` of a file stored elsewhere.
    file: 'nullable|max:20480',
    url: 'nullable|string|max:2048',
    visibility: 'sometimes|in:public,private',
    category: `sometimes|in:${DOCUMENT_CATEGORIES.join(',')}`,
    folder_structure_id: 'nullable|integer|exists:folder-structures,id',
    documentable_type: `nullable|${morphIn}`,
    documentable_id: 'nullable|integer|min:1',
  },
  // `file` must be what its name says and one of the accepted types, read from its bytes.
  refuse: (_input, ctx) => refuseDocumentFile(ctx),
  defaults: (input, ctx) => {
    const file = ctx.req.input.files.file
    const name =
      file?.name ||
      String(input.url ?? '')
        .split('/')
        .pop() ||
      String(input.name)
    const id = ctx.req.host.db.table('documents').nextId()
    return {
      file_name: name,
      url: input.url ?? `/storage/documents/${id}/${slug(name)}`,
      // The type sniffed from the bytes (mocks/http/body.ts), never the uploader's claim.
      mime_type: file?.type || mimeOf(name),
      size: file?.size ?? 0,
      visibility: 'private',
      category: 'other',
      uploaded_by: ctx.user?.id ?? null,
    }
  },
  afterWrite: async (row, op, ctx) => {
    const db = ctx.req.host.db
    if (op === 'delete') {
      dropUpload(db, row.id)
      return
    }
    // The uploaded file is kept and served at the row's `url` (handlers/storage.ts).
    const upload = ctx.req.input.blobs?.file
    if (upload) await storeUpload(db, row.id, upload)
    // `file` is validated like Laravel's UploadedFile (max in kilobytes) but is not a column.
    if (row.file !== undefined) await db.table('documents').update(row.id, { file: undefined })
  },
  investor: {
    read: investorMayRead,
    // Investors upload their own identity and onboarding documents, and those of the
    // organisations they are linked to and the investment methods they hold or lead.
    create: (input, ctx) => {
      if (!ctx.user) return false
      if (!investorMayAttachTo(input, ctx)) {
        input.documentable_type = 'users'
        input.documentable_id = ctx.user.id
      }
      const category = input.category === 'kyc' ? 'kyc' : 'onboarding'
      return { visibility: 'public', category, folder_structure_id: null }
    },
    delete: (row, ctx) =>
      ownBy('uploaded_by')(row, ctx) &&
      ['users', 'organisations', 'investment-methods'].includes(String(row.documentable_type)),
  },
})
