/**
 * What an uploaded file is, read from its bytes as PHP's finfo does for Laravel's
 * UploadedFile::getMimeType() and guessExtension(): the client's claimed type and its name are
 * never trusted (an HTML page named statement.pdf is HTML). Only the first bytes are read.
 */

/** How many leading bytes the sniffers look at. */
export const SNIFF_BYTES = 4096

export const PDF = 'application/pdf'
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const ZIP = 'application/zip'
export const HTML = 'text/html'
export const SVG = 'image/svg+xml'
export const XML = 'text/xml'
export const OCTET = 'application/octet-stream'

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) =>
  b.length >= at + sig.length && sig.every((x, i) => b[at + i] === x)
const ascii = (b: Uint8Array, text: string, at = 0) =>
  startsWith(
    b,
    [...text].map((c) => c.charCodeAt(0)),
    at,
  )

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/**
 * WHATWG MIME sniffing's "HTML" patterns, matched case-insensitively after leading whitespace
 * and followed by a space or `>`: what a browser would render as a page if it were allowed to
 * sniff. SVG (an <svg> root, after an XML prolog or doctype or not) and other XML come first.
 */
const HTML_TAGS =
  '!doctype html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p'
const HTML_START = new RegExp(`^(<!--|<(${HTML_TAGS})[\\s/>])`)

function markupType(bytes: Uint8Array): string | null {
  let i = 0
  // UTF-8 byte order mark, then whitespace.
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) i = 3
  while (i < bytes.length && [0x09, 0x0a, 0x0c, 0x0d, 0x20].includes(bytes[i])) i++
  const text = new TextDecoder('latin1').decode(bytes.subarray(i)).toLowerCase()
  if (/^<svg[\s/>]/.test(text)) return SVG
  if (/^(<\?xml|<!doctype svg)/.test(text)) return /<svg[\s/>]/.test(text) ? SVG : XML
  return HTML_START.test(text) ? HTML : null
}

/** Text is what has no NUL and no other control bytes but tab, line breaks and form feed. */
function isText(bytes: Uint8Array): boolean {
  for (const b of bytes) {
    if (b === 0) return false
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d && b !== 0x1b) return false
  }
  return true
}

/**
 * The content type of a file from its leading bytes. Zip containers take the Office type their
 * name says (docx, xlsx), as finfo does by reading the container; text is CSV when named so.
 */
export function sniffType(head: Uint8Array, fileName = ''): string {
  const ext = extensionOf(fileName)
  if (ascii(head, '%PDF-')) return PDF
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (ascii(head, 'GIF87a') || ascii(head, 'GIF89a')) return 'image/gif'
  if (ascii(head, 'RIFF') && ascii(head, 'WEBP', 8)) return 'image/webp'
  if (ascii(head, 'BM')) return 'image/bmp'
  if (startsWith(head, [0x00, 0x00, 0x01, 0x00])) return 'image/vnd.microsoft.icon'
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    if (ext === 'docx') return DOCX
    if (ext === 'xlsx') return XLSX
    return ZIP
  }
  if (head.length === 0) return 'application/x-empty'
  const markup = markupType(head)
  if (markup) return markup
  if (isText(head)) return ext === 'csv' ? 'text/csv' : 'text/plain'
  return OCTET
}

/** The extension Laravel's guessExtension() answers for a sniffed type (the `mimes` rule). */
export function extensionOfType(type: string): string | null {
  return (
    {
      [PDF]: 'pdf',
      [DOCX]: 'docx',
      [XLSX]: 'xlsx',
      [ZIP]: 'zip',
      'text/csv': 'csv',
      'text/plain': 'txt',
      'image/png': 'png',
      'image/jpeg': 'jpg',
      'image/gif': 'gif',
      'image/webp': 'webp',
      'image/bmp': 'bmp',
      'image/vnd.microsoft.icon': 'ico',
      [SVG]: 'svg',
      [HTML]: 'html',
      [XML]: 'xml',
    }[type] ?? null
  )
}

/** Types the portal shows in place (a PDF in its viewer, a raster image): served inline. */
const INLINE = new Set([PDF, 'image/png', 'image/jpeg', 'image/gif', 'image/webp'])
export const showsInline = (type: string) => INLINE.has(type.split(';')[0].trim().toLowerCase())

/** The type of a Blob's bytes (its own `type` is what the client claimed). */
export async function sniffBlob(blob: Blob, fileName = ''): Promise<string> {
  const head = new Uint8Array(await blob.slice(0, SNIFF_BYTES).arrayBuffer())
  return sniffType(head, fileName)
}
