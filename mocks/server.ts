import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { createMockApi, type MockApi } from './node'
import { originPolicy } from './http/origins'
import { handle, isHostPath } from './http/pipeline'
import { attachPusherServer } from './realtime/node-ws'

/**
 * `npm run mock:api`: the mock host as a real HTTP server on 127.0.0.1 (PORT, default 8787;
 * PORT=0 takes a free port, printed in the ready line), cookies, CSRF and sessions per client
 * included, plus the Pusher protocol on /app/{key}. CORS allows credentialed calls from every
 * loopback origin, or exactly those MOCK_ORIGINS lists (mocks/http/origins.ts), echoing the
 * caller's origin (never `*`, which browsers refuse with credentials). SIGTERM and SIGINT
 * close every socket and exit 0.
 */
const port = Number(process.env.PORT ?? 8787)
const seed = process.env.MOCK_SEED === 'large' ? 'large' : 'normal'
const isAllowedOrigin = originPolicy(process.env.MOCK_ORIGINS)

/** The origin the client used (paginator URLs echo it, as Laravel's do); null if malformed. */
function clientOrigin(req: IncomingMessage, fallback: string): string | null {
  if (!req.headers.host) return fallback
  try {
    return new URL(`http://${req.headers.host}`).origin
  } catch {
    return null
  }
}

function toRequest(req: IncomingMessage, origin: string): Request {
  const url = `${origin}${req.url ?? '/'}`
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x))
    else if (v !== undefined) headers.set(k, v)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers }
  if (hasBody) {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>
    // Node's fetch needs this to stream a request body.
    init.duplex = 'half'
  }
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

async function respond(api: MockApi, req: IncomingMessage, origin: string): Promise<Response> {
  const client = clientOrigin(req, origin)
  // Symfony refuses a malformed Host header (SuspiciousOperationException): 400.
  if (!client) return jsonResponse(400, { message: 'Bad Request' })
  const request = toRequest(req, client)
  const path = new URL(request.url).pathname
  if (!isHostPath(path))
    return jsonResponse(404, { message: `The route ${path.slice(1)} could not be found.` })
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
  let origin = `http://127.0.0.1:${port}`

  const server = createServer(async (req, res) => {
    cors(req, res)
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end()
      return
    }
    let response: Response
    try {
      response = await respond(api, req, origin)
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
