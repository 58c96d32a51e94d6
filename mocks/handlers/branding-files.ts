import type { Database } from '../db/db'
import type { RequestContext } from '../http/context'
import { message } from '../http/responses'
import { fileResponse } from '../http/file-responses'
import { SNIFF_BYTES, sniffType } from '../http/sniff'
import { dropUpload, storeUpload, storedUpload } from '../resources/groups/document-uploads'

/** The settings row's uploaded pictures, each kept under a fixed id as the host's disk would. */
export const BRANDING_FILE_COLUMNS = ['logo', 'logo_alt', 'favicon'] as const
export type BrandingFileColumn = (typeof BRANDING_FILE_COLUMNS)[number]

const TABLE = 'branding-files'
const idOf = (column: BrandingFileColumn) => BRANDING_FILE_COLUMNS.indexOf(column) + 1
const slug = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-')

/** Where the file uploaded as `column` is served, as the settings row's column says. */
export const brandingFilePath = (column: BrandingFileColumn, fileName: string) =>
  `/storage/branding/${column}/${slug(fileName)}`

/** Keeps the upload and answers the URL the row stores for it (a new file replaces the old). */
export async function storeBrandingFile(
  db: Database,
  column: BrandingFileColumn,
  file: Blob,
  fileName: string,
): Promise<string> {
  await storeUpload(db, idOf(column), file, TABLE)
  return brandingFilePath(column, fileName)
}

/** A cleared column drops its file, as Storage::delete would. */
export function dropBrandingFile(db: Database, column: BrandingFileColumn) {
  dropUpload(db, idOf(column), TABLE)
}

/**
 * GET /storage/branding/{column}/{file}: the tenant's uploaded logo, light logo or favicon.
 * Public, like the settings row: the login page is branded before anyone signs in. Only the
 * file the row currently points at is served.
 */
export function serveBrandingFile(req: RequestContext): Response {
  const { column, file } = req.params
  const notFound = () => message(404, 'Not Found')
  if (!(BRANDING_FILE_COLUMNS as readonly string[]).includes(column)) return notFound()
  const col = column as BrandingFileColumn
  const row = req.host.db.table('branding').find(1)
  if (!row || row[col] !== brandingFilePath(col, file)) return notFound()
  const upload = storedUpload(req.host.db, idOf(col), TABLE)
  if (!upload) return notFound()
  // SVG favicons are kept (browsers draw them as icons, where scripts never run) but served as
  // attachments, sniffed and sandboxed like every stored file: opened directly they run nothing.
  const type = sniffType(upload.bytes.subarray(0, SNIFF_BYTES), file)
  return fileResponse(upload.bytes, type, { cache: 'no-store' })
}
