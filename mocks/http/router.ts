import type { RequestContext } from './context'

export type RouteHandler = (ctx: RequestContext) => Response | Promise<Response>

export interface RouteOptions {
  /** Needs a logged-in session (default: true under /api, false elsewhere). */
  auth?: boolean
  /** Checks X-XSRF-TOKEN on mutating verbs (default true; Laravel exempts broadcasting auth). */
  csrf?: boolean
}

export interface Route {
  method: string
  pattern: string
  segments: string[]
  handler: RouteHandler
  options: Required<RouteOptions>
}

export interface RouteMatch {
  route: Route
  params: Record<string, string>
}

/**
 * The host's route table. One msw handler dispatches through it, so method spoofing, 404 for
 * unknown routes and 405 for wrong verbs behave as Laravel's router does, and the contract
 * tests can list every route the host serves.
 */
export class Router {
  #routes: Route[] = []

  add(method: string, pattern: string, handler: RouteHandler, options: RouteOptions = {}) {
    const isApi = pattern.startsWith('/api/')
    this.#routes.push({
      method: method.toUpperCase(),
      pattern,
      segments: pattern.split('/').filter(Boolean),
      handler,
      options: { auth: options.auth ?? isApi, csrf: options.csrf ?? true },
    })
    return this
  }

  get = (p: string, h: RouteHandler, o?: RouteOptions) => this.add('GET', p, h, o)
  post = (p: string, h: RouteHandler, o?: RouteOptions) => this.add('POST', p, h, o)
  put = (p: string, h: RouteHandler, o?: RouteOptions) => this.add('PUT', p, h, o)
  patch = (p: string, h: RouteHandler, o?: RouteOptions) => this.add('PATCH', p, h, o)
  delete = (p: string, h: RouteHandler, o?: RouteOptions) => this.add('DELETE', p, h, o)

  routes(): readonly Route[] {
    return this.#routes
  }

  /**
   * As Laravel's router: only routes of the request's verb compete (HEAD also matches GET
   * routes), static segments winning over parameters, so /api/investments/export beats
   * /api/investments/{id}. When none of that verb matches, 405 lists every verb some route of
   * the path answers, in Router::$verbs order.
   */
  match(method: string, path: string): RouteMatch | { allowed: string[] } | null {
    const parts = path.split('/').filter(Boolean).map(safeSegment)
    const candidates: { route: Route; params: Record<string, string>; score: number }[] = []
    for (const route of this.#routes) {
      if (route.segments.length !== parts.length) continue
      const params: Record<string, string> = {}
      let score = 0
      let ok = true
      for (let i = 0; i < parts.length; i++) {
        const seg = route.segments[i]
        if (seg.startsWith(':')) params[seg.slice(1)] = parts[i]
        else if (seg === parts[i]) score += 1
        else {
          ok = false
          break
        }
      }
      if (ok) candidates.push({ route, params, score })
    }
    if (candidates.length === 0) return null
    const serves = (verb: string) =>
      candidates.filter(
        (c) => c.route.method === verb || (verb === 'HEAD' && c.route.method === 'GET'),
      )
    const own = serves(method).sort(
      (a, b) =>
        b.score - a.score || Number(b.route.method === method) - Number(a.route.method === method),
    )
    if (own.length) return { route: own[0].route, params: own[0].params }
    return { allowed: VERBS.filter((v) => v !== method && serves(v).length > 0) }
  }
}

/** Illuminate\\Routing\\Router::$verbs: the order a 405 lists the supported methods in. */
const VERBS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

function safeSegment(s: string) {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
