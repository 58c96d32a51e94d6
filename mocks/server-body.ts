import type { IncomingMessage, ServerResponse } from 'node:http'
import { POST_TOO_LARGE } from './http/body-limits'

/**
 * For mocks/server.ts: a request body read as PHP reads one, within the host's limit
 * (mocks/http/body-limits.ts), and the 413 for one over it.
 */

export const hasBody = (req: IncomingMessage) => req.method !== 'GET' && req.method !== 'HEAD'

/**
 * The body, kept only while it stays within `limit`: past it, reading stops and null says so
 * (a client that sent no Content-Length, or a wrong one, is cut off at the limit).
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let total = 0
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength
      if (total > limit) {
        req.off('data', onData)
        chunks.length = 0
        resolve(null)
        return
      }
      chunks.push(chunk)
    }
    req.on('data', onData)
    req.once('end', () => resolve(Buffer.concat(chunks)))
    req.once('error', reject)
  })
}

/** How long, and how much, a refused upload may keep sending before its connection is cut. */
const DRAIN_MS = 5_000
const DRAIN_BYTES = 64 * 1024 * 1024

/**
 * 413 without keeping the body: what the client sends is discarded as it arrives (PHP reads
 * and drops a body over post_max_size, then the app answers), so a client that is still
 * uploading reads the answer instead of a reset connection. A body past DRAIN_BYTES or still
 * arriving after DRAIN_MS is answered at once and its connection closed.
 */
export function refuseTooLarge(req: IncomingMessage, res: ServerResponse) {
  let answered = false
  let seen = 0
  const answer = () => {
    if (answered) return
    answered = true
    clearTimeout(timer)
    const body = JSON.stringify({ message: POST_TOO_LARGE })
    res.writeHead(413, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      Connection: 'close',
    })
    res.end(body)
  }
  const timer = setTimeout(answer, DRAIN_MS)
  timer.unref()
  req.on('data', (chunk: Buffer) => {
    seen += chunk.byteLength
    if (seen > DRAIN_BYTES) answer()
  })
  req.once('end', answer)
  req.once('error', answer)
  if (req.complete) answer()
  req.resume()
}
