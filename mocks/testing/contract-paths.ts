/** URL-template matching and JSON pointers for the contract helpers (mocks/testing/contract.ts). */

export interface Operation {
  /** Upper case: GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS. */
  method: string
  /** The OpenAPI path template, e.g. `/api/contacts/{id}`. */
  path: string
  operationId: string
}

export const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']

/** A URI-fragment JSON pointer (RFC 6901 escaping, then percent-encoding) to the given keys. */
export function pointer(...keys: string[]): string {
  return keys
    .map((k) => '/' + encodeURIComponent(k.replace(/~/g, '~0').replace(/\//g, '~1')))
    .join('')
}

const segments = (path: string) => path.split('/').filter(Boolean)

/**
 * How well a template fits a concrete path: null when it does not, else one flag per segment
 * (true = literal). Compared left to right, so `/api/contacts/export` beats
 * `/api/contacts/{id}` and `/api/x/{id}/clone` beats `/api/x/{id}/{action}`.
 */
function fit(template: string, concrete: string[]): boolean[] | null {
  const parts = segments(template)
  if (parts.length !== concrete.length) return null
  const flags: boolean[] = []
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]
    if (/^\{[^}]+\}$/.test(part)) {
      if (!concrete[i]) return null
      flags.push(false)
    } else if (part === concrete[i]) flags.push(true)
    else return null
  }
  return flags
}

function better(a: boolean[], b: boolean[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]
  return false
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The operation for a method and concrete URL (query string and trailing slash ignored).
 * Only operations of that method compete, as in Laravel's router; HEAD falls back to GET.
 */
export function findTemplate(
  ops: readonly Operation[],
  method: string,
  concretePath: string,
): Operation | undefined {
  const m = method.toUpperCase()
  const path = concretePath.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0]
  const concrete = segments(path).map(decode)
  let best: { op: Operation; flags: boolean[] } | undefined
  for (const op of ops) {
    if (op.method !== m) continue
    const flags = fit(op.path, concrete)
    if (flags && (!best || better(flags, best.flags))) best = { op, flags }
  }
  if (!best && m === 'HEAD') return findTemplate(ops, 'GET', concretePath)
  return best?.op
}
