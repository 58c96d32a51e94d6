import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * For mocks/server.test.ts: the standalone server in a child process (as `npm run mock:api`
 * runs it) and a client that knows only what curl knows: its cookie jar and HTTP.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url))
const READY = /Mock API \((\w+) seed, (\d+) ms\) on (http:\/\/127\.0\.0\.1:(\d+))/

export interface RunningServer {
  origin: string
  port: number
  /** The child's output so far, for failure messages. */
  output(): string
  stop(): Promise<void>
}

/**
 * Signal the child's whole process group: npx and tsx each wrap node, and npm does not pass
 * SIGTERM on, so signalling npx alone would leave the server running.
 */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

export function startServer(env: Record<string, string> = {}, timeoutMs = 40_000) {
  const child = spawn('npx', ['tsx', 'mocks/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  // 'error' without 'exit' when the command cannot be spawned at all.
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.once('error', () => resolve())
  })
  const stop = async () => {
    killGroup(child, 'SIGTERM')
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
  }
  const ready = new Promise<RunningServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`mock server not ready after ${timeoutMs} ms:\n${log}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      log += chunk.toString()
      const m = READY.exec(log)
      if (!m) return
      clearTimeout(timer)
      resolve({ origin: m[3], port: Number(m[4]), output: () => log, stop })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`mock server exited (${code ?? signal}) before ready:\n${log}`))
    })
    child.once('error', (e) => {
      clearTimeout(timer)
      reject(e)
    })
  })
  return { ready, stop, exited }
}

export interface HttpResult<T = unknown> {
  status: number
  headers: Headers
  text: string
  body: T
}

export interface SendOptions {
  json?: unknown
  form?: Record<string, string>
  multipart?: FormData
  /** Leave X-XSRF-TOKEN out (to see the 419). */
  noXsrf?: boolean
  noCookies?: boolean
}

/** curl -b jar -c jar: Set-Cookie read back, Cookie sent, XSRF-TOKEN echoed on writes. */
export function cookieClient(origin: string) {
  const jar = new Map<string, string>()
  const raw: string[] = []

  async function send<T = unknown>(
    method: string,
    path: string,
    opts: SendOptions = {},
  ): Promise<HttpResult<T>> {
    const headers = new Headers({ Accept: 'application/json' })
    if (jar.size && !opts.noCookies)
      headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
    const xsrf = jar.get('XSRF-TOKEN')
    if (method !== 'GET' && xsrf && !opts.noXsrf)
      headers.set('X-XSRF-TOKEN', decodeURIComponent(xsrf))
    let body: BodyInit | undefined
    if (opts.json !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(opts.json)
    } else if (opts.form) body = new URLSearchParams(opts.form)
    else if (opts.multipart) body = opts.multipart
    const res = await fetch(origin + path, { method, headers, body })
    for (const cookie of res.headers.getSetCookie()) {
      raw.push(cookie)
      const [pair] = cookie.split(';')
      const eq = pair.indexOf('=')
      if (/max-age=0(;|$)/i.test(cookie)) jar.delete(pair.slice(0, eq))
      else jar.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
    const text = await res.text()
    const isJson = (res.headers.get('content-type') ?? '').includes('json') && text !== ''
    return {
      status: res.status,
      headers: res.headers,
      text,
      body: (isJson ? JSON.parse(text) : text) as T,
    }
  }

  return {
    send,
    get: <T = unknown>(path: string, opts?: SendOptions) => send<T>('GET', path, opts),
    post: <T = unknown>(path: string, opts?: SendOptions) => send<T>('POST', path, opts),
    cookie: (name: string) => jar.get(name),
    /** Every Set-Cookie header received, newest last. */
    setCookies: () => raw,
    async login(email: string, password = 'password') {
      await send('GET', '/sanctum/csrf-cookie')
      const res = await send('POST', '/login', { json: { email, password } })
      if (res.status !== 204) throw new Error(`login ${email}: ${res.status} ${res.text}`)
    },
  }
}

export type CookieClient = ReturnType<typeof cookieClient>
