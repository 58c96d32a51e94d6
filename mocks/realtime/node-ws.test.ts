import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { attachPusherServer } from './node-ws'
import { PusherHub, signChannel } from './pusher-hub'

const creds = { key: 'app-key', secret: 'app-secret' }
let server: Server | undefined
let detach: (() => void) | undefined

afterEach(async () => {
  detach?.()
  await new Promise((r) => server?.close(r))
})

async function start(hub: PusherHub) {
  server = createServer((_req, res) => res.end('ok'))
  detach = attachPusherServer(server, hub).close
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r))
  return (server.address() as AddressInfo).port
}

/** A ws client that queues incoming frames so the test can await them in order. */
function open(url: string) {
  const socket = new WebSocket(url)
  const queue: Record<string, unknown>[] = []
  const waiters: ((f: Record<string, unknown>) => void)[] = []
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as Record<string, unknown>
    const w = waiters.shift()
    if (w) w(frame)
    else queue.push(frame)
  })
  const next = () =>
    new Promise<Record<string, unknown>>((r) => {
      const f = queue.shift()
      if (f) r(f)
      else waiters.push(r)
    })
  return { socket, next, send: (f: unknown) => socket.send(JSON.stringify(f)) }
}

describe('attachPusherServer', () => {
  it('speaks the Pusher protocol over real WebSockets on /app/:key', async () => {
    const hub = new PusherHub(creds)
    const port = await start(hub)
    const c = open(`ws://127.0.0.1:${port}/app/app-key?protocol=7&client=js&version=8.6.0`)
    const hello = await c.next()
    expect(hello.event).toBe('pusher:connection_established')
    const { socket_id: socketId } = JSON.parse(hello.data as string) as { socket_id: string }
    const channel = 'private-App.Models.User.3'
    const auth = `app-key:${await signChannel(creds.secret, socketId, channel)}`
    c.send({ event: 'pusher:subscribe', data: { channel, auth } })
    expect(await c.next()).toMatchObject({ event: 'pusher_internal:subscription_succeeded' })
    hub.publish(channel, 'Ev', { ok: true })
    expect(await c.next()).toEqual({ event: 'Ev', channel, data: '{"ok":true}' })
    c.socket.close()
    await new Promise((r) => c.socket.once('close', r))
    await new Promise((r) => setTimeout(r, 20))
    expect(hub.connectionCount).toBe(0)
  })

  it('answers 404 to upgrades elsewhere', async () => {
    const port = await start(new PusherHub(creds))
    const socket = new WebSocket(`ws://127.0.0.1:${port}/other`)
    const status = await new Promise<number | undefined>((resolve) => {
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode))
      socket.on('error', () => resolve(undefined))
    })
    expect(status).toBe(404)
  })
})
