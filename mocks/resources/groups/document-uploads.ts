import type { Database } from '../../db/db'
import type { Ctx } from '../../engine/types'
import { extensionOfType, SNIFF_BYTES, sniffType } from '../../http/sniff'

/**
 * The files uploaded to documents, kept as the host's disk would keep them: one row per
 * document (same id) in a table of the host's own, so they persist and reach other tabs with
 * the rest of the data. Base64 text, because rows travel as structured clones and snapshots.
 */
const TABLE = 'document-files'

export interface StoredFile {
  bytes: Uint8Array<ArrayBuffer>
  type: string
}

const CHUNK = 0x8000

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  // In chunks: spreading a whole file into fromCharCode overflows the call stack.
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK))
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/**
 * Keeps the bytes of the file uploaded to document `id`, replacing any earlier one. Other
 * families keep theirs in a table of their own (`table`), e.g. gallery images.
 */
export async function storeUpload(db: Database, id: number, file: Blob, table = TABLE) {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const name = 'name' in file && typeof file.name === 'string' ? file.name : ''
  // Typed by its bytes, never by the type the uploader claimed (mocks/http/sniff.ts).
  const row = { id, type: sniffType(bytes.subarray(0, SNIFF_BYTES), name), data: toBase64(bytes) }
  const files = db.table(table)
  if (files.find(id)) await files.update(id, row, { touch: false })
  else await files.insert(row)
}

/** The file uploaded to document `id`, or undefined when it has none (seeded rows). */
export function storedUpload(db: Database, id: number, table = TABLE): StoredFile | undefined {
  const row = db.table(table).find(id)
  if (!row || typeof row.data !== 'string') return undefined
  return { bytes: fromBase64(row.data), type: String(row.type) }
}

/** Drops the file of a deleted document, as Storage::delete would. */
export function dropUpload(db: Database, id: number, table = TABLE) {
  db.table(table).delete(id)
}

/** The `mimes` rule of a document's `file`: what the portal can show or hand to an Office app. */
export const DOCUMENT_FILE_TYPES = [
  'pdf',
  'docx',
  'xlsx',
  'csv',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
] as const

const nameExtension = (name: string) =>
  name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : ''

/**
 * `file: mimes:pdf,docx,…` checked by content, as Laravel's rule does (guessExtension() reads
 * the bytes), and also against the name the document will carry: an HTML page named
 * statement.pdf, an SVG, or a PDF named .docx is refused with the rule's message. Used as the
 * documents resource's `refuse` hook (after the other rules pass).
 */
export function refuseDocumentFile(ctx: Ctx): Record<string, string[]> | null {
  const file = ctx.req.input.files.file
  if (!file) return null
  const guessed = extensionOfType(file.type)
  const named = nameExtension(file.name)
  const agrees = guessed === named || (guessed === 'jpg' && named === 'jpeg')
  if (agrees && (DOCUMENT_FILE_TYPES as readonly string[]).includes(named)) return null
  return { file: [`The file field must be a file of type: ${DOCUMENT_FILE_TYPES.join(', ')}.`] }
}
