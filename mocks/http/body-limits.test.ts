import { beforeAll, describe, expect, it } from 'vitest'
import type { Router } from './router'
import type { MockHost } from './host'
import { createTestClient } from '../testing/client'
import { handle } from './pipeline'
import {
  jsonTooDeep,
  POST_MAX_SIZE,
  PostTooLarge,
  readBodyLimited,
  UPLOAD_MAX_SIZE,
} from './body-limits'
import { seededHost } from '../testing/seeded-host'

const MB = 1024 * 1024
const ORIGIN = 'http://127.0.0.1:8787'

/**
 * A body that counts how much of it was pulled: `size` bytes in 1 MB chunks, made on demand,
 * so a test sees whether the host read it all (a 30 MB JSON body parsed in full) or stopped.
 */
function countingBody(size: number, fill = 0x20) {
  const pulled = { bytes: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= size) return controller.close()
      const n = Math.min(MB, size - pulled.bytes)
      pulled.bytes += n
      controller.enqueue(new Uint8Array(n).fill(fill))
    },
  })
  return { stream, pulled }
}

const post = (path: string, body: BodyInit, headers: Record<string, string>) =>
  new Request(ORIGIN + path, {
    method: 'POST',
    headers: { Accept: 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit)

let host: MockHost
let router: Router

beforeAll(async () => {
  ;({ host, router } = await seededHost())
})

describe('jsonTooDeep (json_decode depth 512, without recursion)', () => {
  it('allows 512 levels and refuses 513, objects and arrays alike', () => {
    expect(jsonTooDeep('['.repeat(512) + ']'.repeat(512))).toBe(false)
    expect(jsonTooDeep('['.repeat(513) + ']'.repeat(513))).toBe(true)
    expect(jsonTooDeep('{"a":'.repeat(513) + '1' + '}'.repeat(513))).toBe(true)
  })

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: '['.repeat(2000), b: '\\"[[[' + '{'.repeat(900) })
    expect(jsonTooDeep(text)).toBe(false)
  })

  it('scans a million brackets without touching the call stack', () => {
    expect(jsonTooDeep('['.repeat(1_000_000))).toBe(true)
  })
})

describe('readBodyLimited', () => {
  it('refuses a declared Content-Length over the limit without reading a byte', async () => {
    const { stream, pulled } = countingBody(30 * MB)
    const req = post('/api/x', stream, { 'Content-Length': String(30 * MB) })
    await expect(readBodyLimited(req, POST_MAX_SIZE)).rejects.toBeInstanceOf(PostTooLarge)
    // At most the one chunk a stream readies by itself when it is made.
    expect(pulled.bytes).toBeLessThanOrEqual(MB)
  })

  it('stops reading an undeclared body as soon as it passes the limit', async () => {
    const { stream, pulled } = countingBody(30 * MB)
    const req = post('/api/x', stream, { 'Content-Type': 'application/json' })
    await expect(readBodyLimited(req, POST_MAX_SIZE)).rejects.toBeInstanceOf(PostTooLarge)
    expect(pulled.bytes).toBeLessThanOrEqual(POST_MAX_SIZE + 2 * MB)
  })
})

describe('the shared pipeline', () => {
  it('answers a 30 MB JSON body 413 with Laravel’s message, before reading or routing it', async () => {
    const { stream, pulled } = countingBody(30 * MB, 0x5b) // 30 MB of "["
    const res = await handle(
      host,
      router,
      post('/api/compliance/audit', stream, { 'Content-Type': 'application/json' }),
    )
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ message: 'The POST data is too large.' })
    expect(pulled.bytes).toBeLessThanOrEqual(POST_MAX_SIZE + 2 * MB)
  })

  it('takes multipart uploads up to 21 MB but not JSON over 8 MB', async () => {
    const json = await handle(
      host,
      router,
      post('/login', 'x'.repeat(9 * MB), {
        'Content-Type': 'application/json',
      }),
    )
    expect(json.status).toBe(413)
    const big = await handle(
      host,
      router,
      post('/login', countingBody(UPLOAD_MAX_SIZE + MB).stream, {
        'Content-Type': 'multipart/form-data; boundary=x',
      }),
    )
    expect(big.status).toBe(413)
    // Within the upload limit the body is read (and, not being a form, yields no input).
    const fits = await handle(
      host,
      router,
      post('/login', countingBody(9 * MB).stream, {
        'Content-Type': 'multipart/form-data; boundary=x',
      }),
    )
    expect(fits.status).not.toBe(413)
  })

  it('answers 5,000 levels of nested JSON as PHP would (no input: 422), never a 500', async () => {
    const investor = createTestClient(host, router)
    await investor.login('investor@example.com')
    const deep = '{"answers":' + '['.repeat(5000) + ']'.repeat(5000) + '}'
    const raw = await handle(
      host,
      router,
      post('/api/compliance/audit', deep, {
        'Content-Type': 'application/json',
        Cookie: Object.entries(investor.cookies())
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
        'X-XSRF-TOKEN': decodeURIComponent(investor.cookies()['XSRF-TOKEN']),
      }),
    )
    expect(raw.status).toBe(422)
    expect(await raw.json()).toMatchObject({
      errors: { answers: ['The answers field is required.'] },
    })
  })
})
