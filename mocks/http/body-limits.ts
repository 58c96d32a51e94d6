/**
 * What a PHP host refuses before Laravel reads a body: ValidatePostSize compares the request's
 * Content-Length with `post_max_size` and throws PostTooLargeException (413, "The POST data is
 * too large."); json_decode gives up past 512 levels of nesting (JSON_ERROR_DEPTH), and the
 * request then has no JSON input at all.
 */

const MB = 1024 * 1024

/** PHP's default `post_max_size` (8M): every body but a file upload. */
export const POST_MAX_SIZE = 8 * MB
/**
 * Multipart uploads: the largest documented file (documents, `max:20480` kilobytes) plus room
 * for the other fields, as a host that accepts such files sets `post_max_size`.
 */
export const UPLOAD_MAX_SIZE = 21 * MB
/** json_decode's default depth. */
export const JSON_MAX_DEPTH = 512

export const POST_TOO_LARGE = 'The POST data is too large.'

/** The limit for a body of this Content-Type. */
export function bodyLimit(contentType: string | null | undefined): number {
  return (contentType ?? '').toLowerCase().includes('multipart/form-data')
    ? UPLOAD_MAX_SIZE
    : POST_MAX_SIZE
}

/** Thrown while reading a body that is over its limit; the pipeline answers 413. */
export class PostTooLarge extends Error {
  constructor() {
    super(POST_TOO_LARGE)
    this.name = 'PostTooLarge'
  }
}

/** A declared Content-Length over `limit` (a missing or malformed one is not). */
export function declaredTooLarge(contentLength: string | null | undefined, limit: number) {
  if (!contentLength || !/^\d+$/.test(contentLength.trim())) return false
  return Number(contentLength) > limit
}

/**
 * The body's bytes, read chunk by chunk and abandoned as soon as they pass `limit` (a body
 * without Content-Length, or one that lies about it): never more than the limit is held.
 */
export async function readBodyLimited(request: Request, limit: number): Promise<Uint8Array> {
  if (declaredTooLarge(request.headers.get('content-length'), limit)) throw new PostTooLarge()
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => {})
      throw new PostTooLarge()
    }
    chunks.push(value)
  }
  if (chunks.length === 1) return chunks[0]
  const out = new Uint8Array(total)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.byteLength
  }
  return out
}

/**
 * Is the JSON text nested deeper than `max`? One pass over the characters, counting brackets
 * outside strings, with no recursion: a body of 100,000 `[` costs a loop, never the stack.
 */
export function jsonTooDeep(text: string, max = JSON_MAX_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // backslash: the next character is escaped
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}
