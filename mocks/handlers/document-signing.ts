import { defineAction, registerActions } from '../engine/actions'
import type { Row } from '../db/db'
import { timestamp } from '../db/db'
import type { RequestContext } from '../http/context'
import { authUser } from '../http/context'
import type { Router } from '../http/router'
import { json, modelNotFound, validationError } from '../http/responses'
import { validate } from '../engine/validate'
import { ROLES } from '../../src/lib/permissions'
import { fullName } from '../resources/groups/people-shared'
import { storeUpload } from '../resources/groups/document-uploads'
import { isoOrder } from '../engine/collation'

/**
 * Staff sign a PDF for an investor (the admin's sign-pdf page). The browser stamps the
 * signature into the PDF and uploads the result as `file` (multipart); the host keeps the
 * signature's record (typed name or drawn image, page and position) and stores the uploaded
 * bytes as a new document of the investor's, served under /storage/documents/{id}/… like any
 * upload (storage.ts).
 */
export const SIGNATURES_TABLE = 'document_signatures'

const SIGN_RULES = {
  user_id: 'required|integer|min:1',
  signer_name: 'required|string|max:255',
  method: 'required|in:typed,drawn',
  // A PNG data URL from the canvas; small (a signature), so a cap keeps the store sane.
  signature_image: 'nullable|string|max:200000',
  page: 'required|integer|min:1|max:500',
  x: 'required|numeric|between:0,1',
  y: 'required|numeric|between:0,1',
  // The stamped copy; kilobytes, as Laravel's max on an UploadedFile.
  file: 'required|max:20480',
}

const PDF_MAGIC = '%PDF-'

/** The uploaded signed copy when it really is a PDF (by type and by its first bytes). */
async function signedPdf(req: RequestContext): Promise<Blob | null> {
  const file = req.input.blobs?.file
  if (!file || file.type !== 'application/pdf') return null
  const head = new TextDecoder('latin1').decode(await file.slice(0, PDF_MAGIC.length).arrayBuffer())
  return head === PDF_MAGIC ? file : null
}

function documentOf(req: RequestContext): Row | Response {
  const id = req.params.id
  const row = /^\d+$/.test(id) ? req.host.db.table('documents').find(Number(id)) : undefined
  return row ?? modelNotFound('Document', id)
}

function signatureJson(req: RequestContext, s: Row) {
  const signer = req.host.db.table('users').find(Number(s.signed_by))
  return {
    ...s,
    signed_by_name: signer ? fullName(signer) || String(signer.email) : null,
  }
}

/** GET /api/documents/{id}/signatures: the signatures placed on this document, newest first. */
function listSignatures(req: RequestContext): Response {
  const doc = documentOf(req)
  if (doc instanceof Response) return doc
  const rows = req.host.db
    .table(SIGNATURES_TABLE)
    .where((s) => s.document_id === doc.id)
    .sort((a, b) => isoOrder(String(b.signed_at), String(a.signed_at)) || b.id - a.id)
  return json({ data: rows.map((s) => signatureJson(req, s)) })
}

const percent = (v: number) => `${Math.round(v * 100)}%`

/** POST /api/documents/{id}/sign (`investors` update, multipart): record the signature, keep the copy. */
async function sign(req: RequestContext): Promise<Response> {
  const actor = authUser(req)
  const doc = documentOf(req)
  if (doc instanceof Response) return doc
  const db = req.host.db
  const { ok, errors, data } = validate(SIGN_RULES, req.input.fields, { db })
  if (!ok) return validationError(errors)
  if (doc.mime_type !== 'application/pdf')
    return validationError({ document: ['Only PDF documents can be signed.'] })
  const isInvestor = validate({ user_id: `exists:users,id,role_id,${ROLES.User}` }, data, { db })
  if (!isInvestor.ok) return validationError(isInvestor.errors)
  const investor = db.table('users').find(Number(data.user_id))!
  if (data.method === 'drawn' && !String(data.signature_image ?? '').startsWith('data:image/png'))
    return validationError({ signature_image: ['Draw a signature, or type your name instead.'] })
  const signed = await signedPdf(req)
  if (!signed) return validationError({ file: ['The signed copy must be a PDF file.'] })

  const at = timestamp(req.host.now())
  const docs = db.table('documents')
  const copyId = docs.nextId()
  const fileName = String(doc.file_name).replace(/(\.pdf)?$/i, '-signed.pdf')
  const where = `page ${String(data.page)}, ${percent(Number(data.x))} across, ${percent(Number(data.y))} down`
  const copy = await docs.insert({
    id: copyId,
    name: `${String(doc.name)} (signed)`,
    description: `Signed by ${String(data.signer_name)} (${fullName(actor)}) on ${at}, ${where}.`,
    file_name: fileName,
    url: `/storage/documents/${copyId}/${fileName}`,
    mime_type: 'application/pdf',
    size: signed.size,
    visibility: 'private',
    category: doc.category ?? 'other',
    folder_structure_id: doc.folder_structure_id ?? null,
    documentable_type: 'users',
    documentable_id: investor.id,
    uploaded_by: actor.id,
    created_at: at,
    updated_at: at,
  })
  await storeUpload(db, copy.id, signed)
  const signature = await db.table(SIGNATURES_TABLE).insert({
    document_id: doc.id,
    signed_document_id: copy.id,
    user_id: investor.id,
    signed_by: actor.id,
    signer_name: data.signer_name,
    method: data.method,
    signature_image: data.method === 'drawn' ? data.signature_image : null,
    page: Number(data.page),
    x: Number(data.x),
    y: Number(data.y),
    signed_at: at,
    created_at: at,
    updated_at: at,
  })
  return json({ data: signatureJson(req, signature) }, 201)
}

export function registerDocumentSigningEndpoints(router: Router) {
  // The grant before the document (403, then 404); sign's rules after it, so in sign itself.
  registerActions(router, [
    defineAction({
      method: 'GET',
      path: '/api/documents/:id/signatures',
      may: { resource: 'investors', action: 'show' },
      handle: listSignatures,
    }),
    defineAction({
      method: 'POST',
      path: '/api/documents/:id/sign',
      may: { resource: 'investors', action: 'update' },
      handle: sign,
    }),
  ])
}
