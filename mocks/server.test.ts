// @vitest-environment node
// `npm run mock:api` as a backend team would use it: a real process on a free port, driven
// with nothing but HTTP, a cookie jar and a WebSocket (what curl and wscat can do).
import WebSocket from 'ws'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieClient, startServer, type CookieClient, type RunningServer } from './server-harness'

interface Page<T = Record<string, unknown>> {
  current_page: number
  data: T[]
  first_page_url: string
  from: number | null
  last_page: number
  last_page_url: string
  links: { url: string | null; label: string; active: boolean }[]
  next_page_url: string | null
  path: string
  per_page: number
  prev_page_url: string | null
  to: number | null
  total: number
}

interface Frame {
  event: string
  channel?: string
  data: unknown
}

let spawned: ReturnType<typeof startServer> | undefined
let server: RunningServer
let investor: CookieClient
let admin: CookieClient

beforeAll(async () => {
  spawned = startServer()
  server = await spawned.ready
  admin = cookieClient(server.origin)
  await admin.login('superadmin@example.com')
}, 60_000)

// Always, even when beforeAll or a test failed: no server left behind.
afterAll(() => spawned?.stop(), 15_000)

describe('standalone mock API over HTTP', () => {
  it('hands out the CSRF and session cookies, the session one HttpOnly', async () => {
    investor = cookieClient(server.origin)
    const res = await investor.get('/sanctum/csrf-cookie')
    expect(res.status).toBe(204)
    const [session, xsrf] = ['laravel_session', 'XSRF-TOKEN'].map((name) =>
      investor.setCookies().find((c) => c.startsWith(`${name}=`)),
    )
    expect(session).toMatch(/;\s*httponly/i)
    expect(xsrf).toBeDefined()
    expect(xsrf).not.toMatch(/httponly/i)
  })

  it('refuses a wrong password with Laravel 422 and regenerates the session on login', async () => {
    const wrong = await investor.post('/login', {
      json: { email: 'investor@example.com', password: 'nope' },
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body).toMatchObject({
      errors: { email: ['These credentials do not match our records.'] },
    })
    const before = investor.cookie('laravel_session')
    const ok = await investor.post('/login', {
      json: { email: 'investor@example.com', password: 'password' },
    })
    expect(ok.status).toBe(204)
    expect(investor.cookie('laravel_session')).toBeDefined()
    expect(investor.cookie('laravel_session')).not.toBe(before)
  })

  it('answers /api/user with includes', async () => {
    const res = await investor.get<Record<string, unknown>>(
      '/api/user?include=leadStatus,investmentsCount',
    )
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: 4, email: 'investor@example.com', role_id: 5 })
    expect(res.body).toHaveProperty('lead_status')
    expect(typeof res.body.investments_count).toBe('number')
    expect(res.body).not.toHaveProperty('password')
  })

  it('filters, sorts, includes and paginates with URLs on its own origin', async () => {
    const query = 'filter[status]=2,3&sort=-close_date,name&include=industry&page=2&per_page=5'
    const res = await admin.get<Page>(`/api/investment-opportunities?${query}`)
    expect(res.status).toBe(200)
    const page = res.body
    expect(page).toMatchObject({ current_page: 2, per_page: 5, from: 6 })
    expect(page.data.length).toBeGreaterThan(0)
    expect(page.path).toBe(`${server.origin}/api/investment-opportunities`)
    for (const row of page.data) {
      expect([2, 3]).toContain(row.status)
      expect((row.industry as { id: number }).id).toBe(row.industry_id)
    }
    const keys = page.data.map((r) => `${r.close_date}|${String(r.name).toLowerCase()}`)
    const dates = page.data.map((r) => String(r.close_date))
    expect(dates).toEqual([...dates].sort().reverse())
    expect(new Set(keys).size).toBe(keys.length)
    for (const url of [page.first_page_url, page.prev_page_url, page.last_page_url]) {
      const u = new URL(String(url))
      expect(u.origin).toBe(server.origin)
      expect(u.searchParams.get('filter[status]')).toBe('2,3')
      expect(u.searchParams.get('sort')).toBe('-close_date,name')
      expect(u.searchParams.get('include')).toBe('industry')
      expect(u.searchParams.get('per_page')).toBe('5')
    }
    expect(new URL(String(page.prev_page_url)).searchParams.get('page')).toBe('1')

    const investments = await admin.get<Page>(
      '/api/investments?filter[status]=paid&sort=-amount&include=user&page=1',
    )
    expect(investments.status).toBe(200)
    const amounts = investments.body.data.map((r) => Number(r.amount))
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
    expect(investments.body.data.every((r) => r.status === 'paid' && r.user !== undefined)).toBe(
      true,
    )

    const users = await admin.get<Page>('/api/users?type=investor&filter[kyc_status]=verified')
    expect(users.status).toBe(200)
    expect(users.body.data.every((r) => r.role_id === 5 && r.kyc_status === 'verified')).toBe(true)
  })

  it('serves sparse fieldsets and CSV exports', async () => {
    const res = await admin.get<Page>('/api/contacts?fields[contacts]=id,first_name&per_page=3')
    expect(res.status).toBe(200)
    for (const row of res.body.data) expect(Object.keys(row).sort()).toEqual(['first_name', 'id'])
    const csv = await admin.get('/api/contacts/export')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(csv.text.split('\n')[0]).toContain('first_name')
  })

  it("answers with Laravel's errors", async () => {
    const guest = cookieClient(server.origin)
    expect((await guest.get('/api/user')).status).toBe(401)
    expect((await admin.get('/api/contacts', { noCookies: true })).body).toEqual({
      message: 'Unauthenticated.',
    })

    const entrepreneur = cookieClient(server.origin)
    await entrepreneur.login('entrepreneur@example.com')
    const forbidden = await entrepreneur.get('/api/contacts')
    expect(forbidden.status).toBe(403)
    expect(forbidden.body).toEqual({ message: 'This action is unauthorized.' })

    const missing = await admin.get('/api/contacts/999999')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({
      message: 'No query results for model [App\\Models\\Contact] 999999',
    })
    expect((await admin.get('/api/no-such-family')).status).toBe(404)

    const bad = await admin.get<{ message: string }>('/api/contacts?filter[nope]=1')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^Requested filter\(s\) `nope` are not allowed\./)

    const wrongVerb = await admin.send<{ message: string }>('DELETE', '/api/user')
    expect(wrongVerb.status).toBe(405)
    expect(wrongVerb.body.message).toMatch(/The DELETE method is not supported for route api\/user/)

    const noToken = await admin.post('/api/contacts', { json: {}, noXsrf: true })
    expect(noToken.status).toBe(419)
    expect(noToken.body).toEqual({ message: 'CSRF token mismatch.' })

    const invalid = await admin.post<{ errors: Record<string, string[]> }>('/api/contacts', {
      json: { email: 'not-an-email' },
    })
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors.first_name).toEqual(['The first name field is required.'])
    expect(invalid.body.errors.email).toBeDefined()
  })

  it('goes into maintenance (503) and back', async () => {
    const on = await admin.post('/__mock/maintenance', { json: { enabled: true } })
    expect(on.status).toBe(200)
    try {
      const res = await admin.get('/api/user')
      expect(res.status).toBe(503)
      expect(res.body).toEqual({ message: 'Service Unavailable' })
    } finally {
      await admin.post('/__mock/maintenance', { json: { enabled: false } })
    }
    expect((await admin.get('/api/user')).status).toBe(200)
  })

  it('honours a method-spoofed multipart POST', async () => {
    const form = new FormData()
    form.append('_method', 'PATCH')
    form.append('city', 'Harrogate')
    const res = await admin.post<{ data: Record<string, unknown> }>('/api/contacts/1', {
      multipart: form,
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: 1, city: 'Harrogate' })
    const again = await admin.get<{ data: Record<string, unknown> }>('/api/contacts/1')
    expect(again.body.data.city).toBe('Harrogate')
  })
})

/** A browser's preflight and credentialed GET from `origin`: the CORS headers of each. */
async function corsFrom(base: string, origin: string) {
  const preflight = await fetch(`${base}/login`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type,x-xsrf-token',
    },
  })
  const get = await fetch(`${base}/sanctum/csrf-cookie`, { headers: { Origin: origin } })
  return [preflight, get].map((res) => ({
    status: res.status,
    origin: res.headers.get('access-control-allow-origin'),
    credentials: res.headers.get('access-control-allow-credentials'),
    vary: res.headers.get('vary'),
  }))
}

describe('CORS of the standalone server', () => {
  it.each(['http://127.0.0.1:4412', 'https://localhost:61234', 'http://[::1]:3000'])(
    'lets the loopback origin %s call with credentials, echoing it (never *)',
    async (origin) => {
      const [preflight, get] = await corsFrom(server.origin, origin)
      expect(preflight).toMatchObject({ status: 204, origin, credentials: 'true' })
      expect(get).toMatchObject({ status: 204, origin, credentials: 'true' })
      expect(get.vary).toMatch(/Origin/)
    },
  )

  it('says nothing to an origin off this machine', async () => {
    for (const res of await corsFrom(server.origin, 'https://portal.tenant.example')) {
      expect(res.origin).toBeNull()
      expect(res.credentials).toBeNull()
      expect(res.vary).toMatch(/Origin/)
    }
  })

  it('takes MOCK_ORIGINS instead of the default: only those, loopback no more', async () => {
    const listed = startServer({ MOCK_ORIGINS: 'https://portal.tenant.example' })
    try {
      const { origin: base } = await listed.ready
      const [preflight, get] = await corsFrom(base, 'https://portal.tenant.example')
      expect(preflight.origin).toBe('https://portal.tenant.example')
      expect(get).toMatchObject({ origin: 'https://portal.tenant.example', credentials: 'true' })
      for (const res of await corsFrom(base, 'http://127.0.0.1:4412')) expect(res.origin).toBeNull()
    } finally {
      await listed.stop()
    }
  }, 60_000)
})

describe('realtime over the standalone server', () => {
  const auth = (client: CookieClient, socketId: string, channel: string) =>
    client.post<{ auth: string }>('/api/broadcasting/auth', {
      form: { socket_id: socketId, channel_name: channel },
    })

  it('signs only the user’s own private channel', async () => {
    const mine = await auth(investor, '123.456', 'private-App.Models.User.4')
    expect(mine.status).toBe(200)
    expect(mine.body.auth).toMatch(/^mock-key:[0-9a-f]{64}$/)
    expect((await auth(investor, '123.456', 'private-App.Models.User.1')).status).toBe(403)
  })

  it('delivers a notification pushed by /__mock/notify over a real WebSocket', async () => {
    const channel = 'private-App.Models.User.4'
    const ws = new WebSocket(
      `ws://127.0.0.1:${server.port}/app/mock-key?protocol=7&client=js&version=8.6.0`,
    )
    const frames: Frame[] = []
    const waiters: (() => void)[] = []
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame
      if (typeof frame.data === 'string') {
        try {
          frame.data = JSON.parse(frame.data)
        } catch {
          // pusher:error and friends may carry plain strings.
        }
      }
      frames.push(frame)
      waiters.splice(0).forEach((w) => w())
    })
    const next = async (pred: (f: Frame) => boolean, ms = 5_000): Promise<Frame> => {
      const deadline = Date.now() + ms
      for (;;) {
        const hit = frames.find(pred)
        if (hit) return hit
        if (Date.now() > deadline) throw new Error(`no frame; got ${JSON.stringify(frames)}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 200)
        })
      }
    }
    try {
      const hello = await next((f) => f.event === 'pusher:connection_established')
      const socketId = (hello.data as { socket_id: string }).socket_id
      expect(socketId).toMatch(/^\d+\.\d+$/)

      const signed = await auth(investor, socketId, channel)
      expect(signed.status).toBe(200)
      ws.send(
        JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: signed.body.auth } }),
      )
      await next(
        (f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel,
      )

      const sent = await admin.post('/__mock/notify', {
        json: {
          email: 'investor@example.com',
          message: 'Hello',
          icon: 'update_reports',
          cta: '/investor/news',
        },
      })
      expect(sent.status).toBe(201)
      const event = await next(
        (f) =>
          f.event === 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated' &&
          f.channel === channel,
      )
      const data = event.data as { id: string; message: string }
      expect(data).toMatchObject({
        message: 'Hello',
        icon: 'update_reports',
        cta: '/investor/news',
      })
      expect(typeof data.id).toBe('string')

      const unread = await investor.get<{ data: { id: string; data: { message: string } }[] }>(
        '/api/notifications/user/unread',
      )
      expect(unread.status).toBe(200)
      expect(unread.body.data.find((n) => n.id === data.id)?.data.message).toBe('Hello')
    } finally {
      ws.terminate()
    }
  })

  it('logs out: the old session is gone (401)', async () => {
    const out = await investor.post('/logout', { json: {} })
    expect(out.status).toBe(204)
    expect((await investor.get('/api/user')).status).toBe(401)
  })
})

/**
 * A raw request (node:http, as curl --data-binary would send it) that resolves with the answer
 * as soon as it arrives, whether or not the body was all sent: `declared` goes in
 * Content-Length (none: chunked), `send` bytes are written.
 */
function rawPost(path: string, send: number, declared?: number) {
  return new Promise<{ status: number; body: string; sentWhenAnswered: number }>(
    (resolve, reject) => {
      let written = 0
      const headers: Record<string, string | number> = {
        Accept: 'application/json',
        'Content-Type': 'application/json',
      }
      if (declared !== undefined) headers['Content-Length'] = declared
      let answer: { status: number; body: string; sentWhenAnswered: number } | undefined
      const req = request(`${server.origin}${path}`, { method: 'POST', headers }, (res) => {
        answer = { status: res.statusCode ?? 0, body: '', sentWhenAnswered: written }
        res.setEncoding('utf8')
        res.on('data', (c: string) => (answer!.body += c))
        res.on('end', () => {
          req.destroy()
          resolve(answer!)
        })
      })
      // The host closes the connection once it has answered (Connection: close), so writes
      // still under way fail (EPIPE): not a failure here, once the answer has come.
      // The answer may still be being read when the write fails: give it a moment.
      req.on('error', (e) => setTimeout(() => (answer ? resolve(answer) : reject(e)), 200))
      const chunk = Buffer.alloc(256 * 1024, 0x5b) // "[[[[…"
      const pump = () => {
        while (written < send) {
          written += chunk.byteLength
          if (!req.write(chunk)) return void req.once('drain', pump)
        }
        if (declared === undefined) req.end()
      }
      pump()
    },
  )
}

describe('bodies over the host’s limit (PHP post_max_size 8M)', () => {
  it('answers 413 by Content-Length, before the body is read', async () => {
    const res = await rawPost('/api/compliance/audit', 256 * 1024, 30 * 1024 * 1024)
    expect(res.status).toBe(413)
    expect(JSON.parse(res.body)).toEqual({ message: 'The POST data is too large.' })
    // Answered long before the 30 MB it announced could have arrived.
    expect(res.sentWhenAnswered).toBeLessThan(30 * 1024 * 1024)
  })

  it('stops reading a chunked body once it passes the limit, and answers 413', async () => {
    const res = await rawPost('/login', 12 * 1024 * 1024)
    expect(res.status).toBe(413)
    expect(JSON.parse(res.body)).toEqual({ message: 'The POST data is too large.' })
  })

  it('still answers afterwards, and marks every /storage answer nosniff and sandboxed', async () => {
    for (const path of ['/storage/documents/999999/x.pdf', '/storage/elsewhere/x.html']) {
      const res = await admin.get(path)
      expect(res.status).toBe(404)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-security-policy')).toMatch(/(^|; )sandbox(;|$)/)
    }
  })
})

describe('SESSION_LIFETIME', () => {
  let short: ReturnType<typeof startServer> | undefined
  let origin = ''
  beforeAll(async () => {
    // 0.05 minutes: three seconds unused and the session is gone.
    short = startServer({ SESSION_LIFETIME: '0.05' })
    origin = (await short.ready).origin
  }, 60_000)
  afterAll(() => short?.stop(), 15_000)

  it('expires a session left unused past the lifetime: 401, and 419 on a write', async () => {
    const client = cookieClient(origin)
    await client.login('investor@example.com')
    expect((await client.get('/api/user')).status).toBe(200)
    expect(client.setCookies().at(-1)).toMatch(/Max-Age=3(;|$)/)
    await new Promise((r) => setTimeout(r, 3_500))
    const res = await client.get('/api/user')
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ message: 'Unauthenticated.' })
    expect((await client.post('/api/compliance/audit', { json: { answers: [1] } })).status).toBe(
      419,
    )
  }, 20_000)
})
