import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { createMockApi, type MockApi } from './node'
import { originPolicy } from './http/origins'
import { handle, isHostPath } from './http/pipeline'
import { bodyLimit, declaredTooLarge } from './http/body-limits'
import { hasBody, readBody, refuseTooLarge } from './server-body'
import { isStoragePath, withFileSafety } from './http/file-responses'
import { attachPusherServer } from './realtime/node-ws'

/**
 * `npm run mock:api`: the mock host as a real HTTP server on 127.0.0.1 (PORT, default 8787;
 * PORT=0 takes a free port, printed in the ready line), cookies, CSRF and sessions per client
 * included, plus the Pusher protocol on /app/{key}. CORS allows credentialed calls from every
 * loopback origin, or exactly those MOCK_ORIGINS lists (mocks/http/origins.ts), echoing the
 * caller's origin (never `*`, which browsers refuse with credentials). SIGTERM and SIGINT
 * close every socket and exit 0. SESSION_LIFETIME (minutes, default 120) is how long a session
 * lives unused. A body over the host's limit (mocks/http/body-limits.ts) is answered 413 before
 * it is read: by its Content-Length, or once the bytes streamed in pass the limit.
 */
const port = Number(process.env.PORT ?? 8787)
const seed = process.env.MOCK_SEED === 'large' ? 'large' : 'normal'
const isAllowedOrigin = originPolicy(process.env.MOCK_ORIGINS)
const sessionLifetime = Number(process.env.SESSION_LIFETIME ?? '')

/** The origin the client used (paginator URLs echo it, as Laravel's do); null if malformed. */
function clientOrigin(req: IncomingMessage, fallback: string): string | null {
  if (!req.headers.host) return fallback
  try {
    return new URL(`http://${req.headers.host}`).origin
  } catch {
    return null
  }
}

function toRequest(req: IncomingMessage, origin: string, body: Buffer | null): Request {
  const url = `${origin}${req.url ?? '/'}`
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x))
    else if (v !== undefined) headers.set(k, v)
  }
  const init: RequestInit = { method: req.method, headers }
  if (body)
    init.body = new Uint8Array(
      body.buffer,
      body.byteOffset,
      body.byteLength,
    ) as Uint8Array<ArrayBuffer>
  return new Request(url, init)
}

function cors(req: IncomingMessage, res: ServerResponse) {
  // The answer depends on the Origin header whether or not it is allowed: caches must know.
  res.setHeader('Vary', 'Origin')
  const origin = req.headers.origin
  if (!origin || !isAllowedOrigin(origin)) return
  res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Access-Control-Allow-Credentials', 'true')
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
  res.setHeader(
    'Access-Control-Allow-Headers',
    'Accept, Content-Type, X-Requested-With, X-XSRF-TOKEN, X-CSRF-TOKEN, X-Socket-Id',
  )
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

async function respond(
  api: MockApi,
  req: IncomingMessage,
  origin: string,
  body: Buffer | null,
): Promise<Response> {
  const client = clientOrigin(req, origin)
  // Symfony refuses a malformed Host header (SuspiciousOperationException): 400.
  if (!client) return jsonResponse(400, { message: 'Bad Request' })
  const request = toRequest(req, client, body)
  const path = new URL(request.url).pathname
  if (!isHostPath(path)) {
    const missing = jsonResponse(404, { message: `The route ${path.slice(1)} could not be found.` })
    // Under /storage even a route the host does not have answers sandboxed.
    return isStoragePath(path) ? withFileSafety(missing) : missing
  }
  return handle(api.host, api.router, request)
}

async function send(res: ServerResponse, response: Response) {
  const headers: OutgoingHttpHeaders = {}
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  const body = Buffer.from(await response.arrayBuffer())
  res.writeHead(response.status, headers)
  res.end(body)
}

async function main() {
  const started = Date.now()
  const api = await createMockApi({ seed })
  api.host.cookieMode = 'server'
  if (sessionLifetime > 0) api.host.sessionLifetime = sessionLifetime
  let origin = `http://127.0.0.1:${port}`

  const server = createServer(async (req, res) => {
    cors(req, res)
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end()
      return
    }
    // ValidatePostSize, before anything reads the body: by Content-Length, then by count.
    let body: Buffer | null = null
    if (hasBody(req)) {
      const limit = bodyLimit(req.headers['content-type'])
      if (declaredTooLarge(req.headers['content-length'], limit)) return refuseTooLarge(req, res)
      try {
        body = await readBody(req, limit)
      } catch {
        // The client went away while sending.
        res.destroy()
        return
      }
      if (!body) return refuseTooLarge(req, res)
    }
    let response: Response
    try {
      response = await respond(api, req, origin, body)
    } catch (e) {
      // A malformed request line or body the pipeline could not read: Laravel's bare 500.
      console.error(e)
      response = jsonResponse(500, { message: 'Server Error' })
    }
    try {
      await send(res, response)
    } catch (e) {
      // The client went away mid-response; nothing left to tell it.
      console.error(e)
      res.destroy()
    }
  })
  const pusher = attachPusherServer(server, api.hub)

  server.on('error', (e) => {
    console.error(`Mock API could not listen on 127.0.0.1:${port}: ${e.message}`)
    process.exit(1)
  })
  server.listen(port, '127.0.0.1', () => {
    const actual = (server.address() as AddressInfo).port
    origin = `http://127.0.0.1:${actual}`
    console.log(`Mock API (${seed} seed, ${Date.now() - started} ms) on ${origin}`)
  })

  let stopping = false
  const stop = () => {
    // A second signal while closing means "now".
    if (stopping) process.exit(0)
    stopping = true
    pusher.close()
    server.close(() => process.exit(0))
    // Keep-alive and in-flight connections would hold close() open.
    server.closeAllConnections()
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
