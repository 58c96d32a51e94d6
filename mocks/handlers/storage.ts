import type { Router } from '../http/router'
import type { RequestContext } from '../http/context'
import { message } from '../http/responses'
import { fileResponse } from '../http/file-responses'
import { SNIFF_BYTES, sniffType } from '../http/sniff'
import type { Row } from '../db/db'
import { canOnRow } from '../engine/access'
import { ctxOf } from '../engine/records'
import type { ResourceDef } from '../engine/types'
import { documents } from '../resources/documents'
import { storedUpload } from '../resources/groups/document-uploads'
import { documentFile } from './storage-files'
import { galleries } from '../resources/galleries'
import { teamImages } from '../resources/team-images'
import { imagePath, storedImage, type ImageFamily } from '../resources/groups/image-uploads'

const def = documents as unknown as ResourceDef

/** Laravel's abort(404) body: a missing file and one the caller may not read look the same. */
const notFound = () => message(404, 'Not Found')

/**
 * GET /storage/documents/{id}/{file}: the file behind a document's `url`, to whoever may read
 * the document (`canOnRow(…, 'show', row)`: investors the public ones in their scope, staff per
 * their role); one the caller may not show answers 404 like a missing one, so a private
 * file's existence is not revealed. The file uploaded to it, else (seeded rows) one the host
 * generates; inline only when the portal shows that type in place (mocks/http/file-responses).
 */
function serveDocument(req: RequestContext): Response {
  const { id, file } = req.params
  const row = /^\d+$/.test(id) ? req.host.db.table('documents').find(Number(id)) : undefined
  if (!row || row.url !== `/storage/documents/${id}/${file}`) return notFound()
  if (!canOnRow(def, ctxOf(req), 'show', row)) return notFound()
  // The file uploaded to it, typed by its bytes (never by what the uploader claimed, nor by a
  // row written before uploads were sniffed); seeded rows have none: the host makes one.
  const upload = storedUpload(req.host.db, row.id)
  const { bytes, type } = upload
    ? { bytes: upload.bytes, type: sniffType(upload.bytes.subarray(0, SNIFF_BYTES), fileName(row)) }
    : documentFile(row)
  return fileResponse(bytes, type, { fileName: fileName(row) })
}

const fileName = (row: Row) => String(row.file_name)

const IMAGE_DEFS: Record<ImageFamily, ResourceDef> = {
  galleries: galleries as unknown as ResourceDef,
  'team-images': teamImages as unknown as ResourceDef,
}

/**
 * GET /storage/{galleries|team-images}/{id}/{file}: the picture uploaded to a gallery image or
 * a team member, to whoever may read the row (investors: the opportunities they can see).
 */
const serveImage = (family: ImageFamily) => (req: RequestContext) => {
  const { id, file } = req.params
  const row = /^\d+$/.test(id) ? req.host.db.table(family).find(Number(id)) : undefined
  if (!row || row.image_url !== imagePath(family, row.id, file)) return notFound()
  const ctx = ctxOf(req)
  if (!canOnRow(IMAGE_DEFS[family], ctx, 'show', row)) return notFound()
  const upload = storedImage(ctx, family, row.id)
  if (!upload) return notFound()
  const type = sniffType(upload.bytes.subarray(0, SNIFF_BYTES), file)
  return fileResponse(upload.bytes, type)
}

export function registerStorageEndpoints(router: Router) {
  // Outside /api, but behind the session like the rest: private files never leave unseen.
  // By hand: the disk serving files, not controller actions.
  router.get('/storage/documents/:id/:file', serveDocument, { auth: true })
  router.get('/storage/galleries/:id/:file', serveImage('galleries'), { auth: true })
  router.get('/storage/team-images/:id/:file', serveImage('team-images'), { auth: true })
}
