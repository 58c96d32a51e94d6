import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { createMockApi } from './node'
import { handle, isHostPath } from './http/pipeline'
import { attachPusherServer } from './realtime/node-ws'

/**
 * `npm run mock:api`: the mock host as a real HTTP server on 127.0.0.1 (PORT, default 8787),
 * cookies, CSRF and sessions per client included, plus the Pusher protocol on /app/{key}.
 * CORS allows credentialed calls from the dev and preview origins of the app.
 */
const port = Number(process.env.PORT ?? 8787)
const seed = process.env.MOCK_SEED === 'large' ? 'large' : 'normal'
const allowedOrigins = (process.env.MOCK_ORIGINS ?? 'http://127.0.0.1:5173,http://localhost:5173,http://127.0.0.1:4173,http://localhost:4173').split(',')

function toRequest(req: IncomingMessage): Request {
  const url = `http://${req.headers.host ?? `127.0.0.1:${port}`}${req.url ?? '/'}`
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x))
    else if (v !== undefined) headers.set(k, v)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // Node's fetch needs this to stream a request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
}

function cors(req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin
  if (!origin || !allowedOrigins.includes(origin)) return
  res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Access-Control-Allow-Credentials', 'true')
  res.setHeader('Vary', 'Origin')
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
  res.setHeader('Access-Control-Allow-Headers', 'Accept, Content-Type, X-Requested-With, X-XSRF-TOKEN, X-CSRF-TOKEN, X-Socket-Id')
}

async function main() {
  const started = Date.now()
  const api = await createMockApi({ seed })
  api.host.cookieMode = 'server'
  const server = createServer(async (req, res) => {
    cors(req, res)
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end()
      return
    }
    const request = toRequest(req)
    const path = new URL(request.url).pathname
    const response = isHostPath(path)
      ? await handle(api.host, api.router, request)
      : new Response(JSON.stringify({ message: `The route ${path.slice(1)} could not be found.` }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        })
    const headers: Record<string, string | string[]> = {}
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') headers[key] = value
    })
    const cookies = response.headers.getSetCookie()
    if (cookies.length) headers['set-cookie'] = cookies
    res.writeHead(response.status, headers)
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  attachPusherServer(server, api.hub)
  server.listen(port, '127.0.0.1', () => {
    console.log(`Mock API (${seed} seed, ${Date.now() - started} ms) on http://127.0.0.1:${port}`)
  })
  const stop = () => server.close(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

void main()
