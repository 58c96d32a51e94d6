import type { Context } from '../context'
import { answered, sharedFailure } from '../outcome'
import { verdicts, type CheckResult } from '../result'
import { needsSession } from './session'

/**
 * Issue 24, checked without touching a host's data: an oversized body is refused before it is
 * read (413, never a 500), and the files under /storage cannot run as pages of the API's
 * origin (nosniff, and a CSP sandbox that runs no script).
 */

/** PHP's default post_max_size (8M), and a little over it. */
export const POST_MAX_SIZE = 8 * 1024 * 1024
const OVERSIZED = POST_MAX_SIZE + 64 * 1024

const FIX_POST_SIZE =
  'Keep Laravel\'s ValidatePostSize middleware (it is global by default) and set PHP\'s post_max_size (and the web server\'s client_max_body_size) to the largest upload the app takes (documents: 20 MB, so about 21M): a larger body must answer 413 {"message":"The POST data is too large."} before it is parsed, never a 500.'

/**
 * POST /login with a 9 MB JSON body from a page with no session and no CSRF token: whatever
 * the host does with it, nothing can be written (a host that reads it answers 419 or 422).
 */
export async function postTooLarge(ctx: Context): Promise<CheckResult> {
  const v = verdicts('post-too-large', 'A body over 8 MB answers 413, not a 500')
  const ex = await ctx.newBrowser().request('POST', '/login', {
    json: { email: '', pad: 'x'.repeat(OVERSIZED) },
    xsrf: false,
  })
  if (ex.blockedBy === 'network' && ex.blocked)
    return v.fail(
      `POST /login with ${mb(OVERSIZED)}: ${ex.blocked} (the connection was cut without an answer)`,
      FIX_POST_SIZE,
    )
  const shared = sharedFailure(ex, ctx)
  if (shared) return v.fail(shared.detail, shared.fix)
  const what = `POST /login with ${mb(OVERSIZED)} answered ${ex.status}`
  if (ex.status === 413) {
    const html = !(ex.headers.get('content-type') ?? '').includes('json')
    return v.pass(html ? `${what} (from the web server, before Laravel)` : what)
  }
  if (ex.status >= 500) return v.fail(`${answered(ex)} for a ${mb(OVERSIZED)} body`, FIX_POST_SIZE)
  // Read and refused (419, 422): no crash; the host's post_max_size is above PHP's default.
  return v.pass(
    `${what}: the host read the body (its post_max_size is above 8M), and refused it without a crash`,
  )
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

export const FILE_CSP_HINT = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

const FIX_STORAGE_HEADERS = `Serve every /storage answer with \`X-Content-Type-Options: nosniff\` and \`Content-Security-Policy: ${FILE_CSP_HINT}\` (nginx: \`location /storage/ { add_header X-Content-Type-Options nosniff always; add_header Content-Security-Policy "${FILE_CSP_HINT}" always; }\`), and types the portal cannot show inline as \`Content-Disposition: attachment\`: an uploaded HTML or SVG file must never run as a page of the API's origin, where it could read XSRF-TOKEN and write as whoever opens it.`

/** Does a Content-Security-Policy stop script (a sandbox without allow-scripts, or no script-src)? */
export function cspStopsScript(csp: string | null): boolean {
  if (!csp) return false
  const directives = csp
    .toLowerCase()
    .split(';')
    .map((d) => d.trim().split(/\s+/))
  const sandbox = directives.find((d) => d[0] === 'sandbox')
  if (sandbox && !sandbox.includes('allow-scripts')) return true
  const script =
    directives.find((d) => d[0] === 'script-src') ?? directives.find((d) => d[0] === 'default-src')
  return script !== undefined && script.length === 2 && script[1] === "'none'"
}

/**
 * With the account logged in: a file the account may read (the first document the list gives
 * it), else a file that does not exist (its 404 must carry the headers too), read as the
 * portal reads it. Only reads.
 */
export async function storageHeaders(ctx: Context): Promise<CheckResult> {
  const v = verdicts('storage-headers', 'Files under /storage are nosniff and sandboxed')
  const skipped = needsSession(ctx)
  if (skipped) return v.skip(skipped)
  const list = await ctx.browser.request('GET', '/api/documents?per_page=1')
  const rows = (list.body as { data?: { url?: unknown }[] } | undefined)?.data
  const url = Array.isArray(rows) ? rows.find((r) => typeof r?.url === 'string')?.url : undefined
  const path =
    typeof url === 'string' && url.startsWith('/storage/')
      ? url
      : '/storage/documents/0/check-host-missing.pdf'
  const ex = await ctx.browser.request('GET', path)
  const shared = sharedFailure(ex, ctx)
  if (shared) return v.fail(shared.detail, shared.fix)
  const nosniff = (ex.headers.get('x-content-type-options') ?? '').toLowerCase() === 'nosniff'
  const csp = ex.headers.get('content-security-policy')
  const missing = [
    ...(nosniff ? [] : ['X-Content-Type-Options: nosniff']),
    ...(cspStopsScript(csp)
      ? []
      : [`a Content-Security-Policy that runs no script (${csp ?? 'none'})`]),
  ]
  const seen = `GET ${path} answered ${ex.status}`
  if (missing.length) return v.fail(`${seen} without ${missing.join(' or ')}`, FIX_STORAGE_HEADERS)
  const type = ex.headers.get('content-type') ?? 'no type'
  const disposition = ex.headers.get('content-disposition')
  return v.pass(`${seen} (${type}${disposition ? `, ${disposition}` : ''}), nosniff and sandboxed`)
}
