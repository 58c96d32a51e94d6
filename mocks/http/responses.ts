import { HttpResponse } from 'msw'

const encoder = new TextEncoder()
/**
 * Where JSON is encoded: encodeInto into one reused buffer is twice as fast as encode() on text
 * with a few non-ASCII characters (a page of opportunities). The body handed to a Response is
 * a copy of it: Fetch says a Response copies a BufferSource, but happy-dom's keeps a reference,
 * so two responses in flight would share (and overwrite) one body.
 */
let scratch = new Uint8Array(64 * 1024)

function utf8(text: string): Uint8Array {
  for (;;) {
    const { read, written } = encoder.encodeInto(text, scratch)
    if (read === text.length) return scratch.slice(0, written)
    scratch = new Uint8Array(Math.max(scratch.length * 2, text.length * 3))
  }
}

/**
 * Laravel's JSON bodies (debug off), see shared/CONTRACT-FACTS.md §1 and §2: HttpResponse.json's
 * headers and body, encoded once (HttpResponse.json measures the text with `new Blob([text])`
 * and the Response encodes it again, which cost more than JSON.stringify itself).
 */
export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  const bytes = utf8(JSON.stringify(body))
  const init = new Headers(headers)
  if (!init.has('Content-Type')) init.set('Content-Type', 'application/json')
  init.set('Content-Length', String(bytes.byteLength))
  return new HttpResponse(bytes, { status, headers: init })
}

export function noContent(headers?: HeadersInit): Response {
  return new HttpResponse(null, { status: 204, headers })
}

export const message = (status: number, text: string, headers?: HeadersInit) =>
  json({ message: text }, status, headers)

export const unauthenticated = () => message(401, 'Unauthenticated.')
export const forbidden = () => message(403, 'This action is unauthorized.')
export const csrfMismatch = () => message(419, 'CSRF token mismatch.')
export const serviceUnavailable = () => message(503, 'Service Unavailable')
export const tooManyAttempts = (retryAfter = 60) =>
  message(429, 'Too Many Attempts.', { 'Retry-After': String(retryAfter) })
export const badQuery = (text: string) => message(400, text)
/** PostTooLargeException, thrown by ValidatePostSize before the body is read. */
export const postTooLarge = () => message(413, 'The POST data is too large.')

export const modelNotFound = (model: string, id: string | number) =>
  message(404, `No query results for model [App\\Models\\${model}] ${id}`)

export const routeNotFound = (path: string) =>
  message(404, `The route ${path.replace(/^\//, '')} could not be found.`)

/** Symfony's MethodNotAllowedHttpException also carries the verbs in an Allow header. */
export const methodNotAllowed = (method: string, path: string, allowed: string[]) =>
  message(
    405,
    `The ${method} method is not supported for route ${path.replace(/^\//, '')}. Supported methods: ${allowed.join(', ')}.`,
    { Allow: allowed.join(', ') },
  )

export type FieldErrors = Record<string, string[]>

/** Laravel's ValidationException summary: first message plus "(and N more errors)". */
export function validationMessage(errors: FieldErrors): string {
  const all = Object.values(errors).flat()
  if (all.length === 0) return 'The given data was invalid.'
  const rest = all.length - 1
  if (rest === 0) return all[0]
  return `${all[0]} (and ${rest} more ${rest === 1 ? 'error' : 'errors'})`
}

export const validationError = (errors: FieldErrors, status = 422) =>
  json({ message: validationMessage(errors), errors }, status)
