import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * The built app as a static host serves it: text compressed with brotli at quality 6 (what
 * nginx's brotli module does by default, a typical CDN edge setting) when the browser offers
 * br, else gzip at level 6; any path without a file extension gets index.html (SPA routes such
 * as /login or /api/logout); a missing file with an extension is a 404.
 *
 * Every response is `Cache-Control: no-store`: each run is a first visit, and the service
 * worker's pass-through fetches in mock mode would otherwise be answered from the HTTP cache
 * (CDP's cache switch covers the page, not the worker).
 *
 * HTTP/1.1 on 127.0.0.1: DevTools throttling adds its latency per request either way.
 */
export interface Served {
  path: string
  status: number
  encoding: 'br' | 'gzip' | 'identity'
  /** Body bytes as sent, i.e. compressed. */
  bytes: number
  at: number
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map'])

export function compress(body: Buffer, encoding: Served['encoding']): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    })
  if (encoding === 'gzip') return gzipSync(body, { level: 6 })
  return body
}

function pickEncoding(req: IncomingMessage, ext: string): Served['encoding'] {
  if (!COMPRESSIBLE.has(ext)) return 'identity'
  const accepted = String(req.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return 'identity'
}

async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  const decoded = decodeURIComponent(urlPath)
  const file = normalize(join(root, decoded))
  if (file !== root && !file.startsWith(root + sep)) return null
  try {
    if ((await stat(file)).isFile()) return file
  } catch {
    // Not there: the SPA fallback or a 404 decides below.
  }
  return extname(decoded) === '' ? join(root, 'index.html') : null
}

/**
 * An empty page of the server's origin, not the app and not logged: a first visit is
 * throttled on it, so the emulation is in place in the origin's renderer before the app loads.
 */
export const BLANK_PAGE = '/__bench/blank'

export async function serveStatic(root: string) {
  const log: Served[] = []
  // Files never change while served, except config.json (written after the mock API starts).
  const cache = new Map<string, Buffer>()

  async function respond(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path === BLANK_PAGE) {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' })
      res.end('<!doctype html><title>blank</title>')
      return
    }
    const file = await resolveFile(root, path)
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(file ? 405 : 404, { 'Cache-Control': 'no-store' }).end()
      log.push({ path, status: file ? 405 : 404, encoding: 'identity', bytes: 0, at: Date.now() })
      return
    }
    const ext = extname(file)
    const encoding = pickEncoding(req, ext)
    const key = `${encoding}:${file}`
    let body = file.endsWith('config.json') ? undefined : cache.get(key)
    if (!body) {
      body = compress(await readFile(file), encoding)
      cache.set(key, body)
    }
    const headers: Record<string, string | number> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
    }
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
    log.push({ path, status: 200, encoding, bytes: body.length, at: Date.now() })
  }

  const server = createServer((req, res) => {
    respond(req, res).catch((e: unknown) => {
      console.error(e)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    log,
    /** When the last response went out (ms since epoch); 0 before any. */
    lastActivity: () => log.at(-1)?.at ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

export type StaticServer = Awaited<ReturnType<typeof serveStatic>>
