import type { Database, Row } from '../../db/db'
import type { Ctx } from '../../engine/types'
import { dropUpload, storeUpload, storedUpload, type StoredFile } from './document-uploads'

/** Families whose rows carry an uploaded picture at `image_url` (served by handlers/storage.ts). */
export const IMAGE_FAMILIES = ['galleries', 'team-images'] as const
export type ImageFamily = (typeof IMAGE_FAMILIES)[number]

const filesTable = (family: ImageFamily) => `${family}-files`
const slug = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-')

/** Where the picture uploaded to row `id` is served, as the row's `image_url` says. */
export const imagePath = (family: ImageFamily, id: number, fileName: string) =>
  `/storage/${family}/${id}/${slug(fileName)}`

/** The picture uploaded to a row, or undefined (seeded rows point at images elsewhere). */
export const storedImage = (ctx: Ctx, family: ImageFamily, id: number): StoredFile | undefined =>
  storedUpload(ctx.req.host.db, id, filesTable(family))

/** Keeps `file` as row `id`'s picture and points its `image_url` at it. */
export async function storeImage(
  db: Database,
  family: ImageFamily,
  id: number,
  file: Blob,
  fileName: string,
) {
  await storeUpload(db, id, file, filesTable(family))
  await db.table(family).update(id, { image_url: imagePath(family, id, fileName) })
}

/**
 * A multipart `field` (validated `nullable|image|max:…`) becomes the row's picture: its bytes
 * are kept as the host's disk would and `image_url` points at them, on create and on update
 * (a new file replaces the old); deleting the row deletes the file. `field` is not a column.
 */
export function uploadedImage(family: ImageFamily, field: string) {
  return async (row: Row, op: 'create' | 'update' | 'delete', ctx: Ctx) => {
    const db = ctx.req.host.db
    if (op === 'delete') {
      dropUpload(db, row.id, filesTable(family))
      return
    }
    const upload = ctx.req.input.blobs?.[field]
    const info = ctx.req.input.files[field]
    if (upload && info) await storeImage(db, family, row.id, upload, info.name)
    if (row[field] !== undefined) await db.table(family).update(row.id, { [field]: undefined })
  }
}
