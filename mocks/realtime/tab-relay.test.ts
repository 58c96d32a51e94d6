import { describe, expect, it } from 'vitest'
import { PusherHub } from './pusher-hub'
import { crossTabPublisher } from './tab-relay'

describe('crossTabPublisher', () => {
  it('delivers a publish to the sockets of every tab’s hub', async () => {
    const creds = { key: 'k', secret: 's' }
    const tabs = [new PusherHub(creds), new PusherHub(creds)]
    const got: string[][] = [[], []]
    tabs.forEach((hub, i) => {
      const conn = hub.connect({ send: (t) => got[i].push(t), close() {} })
      conn.onMessage(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'news' } }))
    })
    const name = `test-relay-${Math.random()}`
    const publishers = tabs.map((hub) => crossTabPublisher(hub, name))
    await new Promise((r) => setTimeout(r, 10))
    publishers[0].publish('news', 'Hello', { n: 1 })
    await new Promise((r) => setTimeout(r, 50))
    for (const frames of got)
      expect(frames.at(-1)).toBe('{"event":"Hello","channel":"news","data":"{\\"n\\":1}"}')
    publishers.forEach((p) => p.close())
  })
})
