import { showsInline } from './sniff'

/**
 * Every answer under /storage is a file of the API's origin that someone uploaded: whatever
 * its type, it must never run as a page of that origin (where a script could read XSRF-TOKEN
 * and write as the viewer). `nosniff` stops the browser guessing a type; the sandbox gives any
 * page it renders an opaque origin with no script; `default-src 'none'` loads nothing more.
 */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

export const FILE_SAFETY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': FILE_CSP,
}

export const isStoragePath = (pathname: string) => pathname.startsWith('/storage/')

/** The same answer with the file-safety headers (404s, 401s and 503s under /storage too). */
export function withFileSafety(response: Response): Response {
  try {
    for (const [k, v] of Object.entries(FILE_SAFETY_HEADERS)) response.headers.set(k, v)
    return response
  } catch {
    // Immutable headers (a fetched Response): copy it.
    const headers = new Headers(response.headers)
    for (const [k, v] of Object.entries(FILE_SAFETY_HEADERS)) headers.set(k, v)
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
}

/** RFC 6266 quoted file name: no quotes, backslashes or line breaks. */
const quoted = (name: string) => name.replace(/["\\\r\n]/g, '').replace(/[^\x20-\x7e]/g, '_')

/**
 * A stored file in its sniffed type: inline only for what the portal shows in place (PDF,
 * raster images), every other type (SVG, text, Office files) as an attachment.
 */
export function fileResponse(
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
  opts: { fileName?: string; cache?: string } = {},
): Response {
  const disposition = showsInline(type) ? 'inline' : 'attachment'
  return new Response(bytes, {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': opts.fileName
        ? `${disposition}; filename="${quoted(opts.fileName)}"`
        : disposition,
      'Cache-Control': opts.cache ?? 'private, no-store',
      ...FILE_SAFETY_HEADERS,
    },
  })
}
