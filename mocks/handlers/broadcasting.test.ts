import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { addUser, call, loginAs, makeTestHost } from '../realtime/test-host'
import { handle } from '../http/pipeline'
import { registerBroadcasting } from './broadcasting'

async function setup() {
  const t = makeTestHost()
  registerBroadcasting(t.router)
  const user = await addUser(t.host, 5)
  const other = await addUser(t.host, 5)
  return { ...t, user, other }
}

const authBody = (socketId: string, channel: string) => ({
  socket_id: socketId,
  channel_name: channel,
})

describe('POST /api/broadcasting/auth', () => {
  it('signs the user’s own channel with the app secret', async () => {
    const { host, router, user } = await setup()
    const { cookies } = await loginAs(host, user.id)
    const channel = `private-App.Models.User.${user.id}`
    const res = await call(host, router, 'POST', '/api/broadcasting/auth', {
      cookies,
      json: authBody('123.456', channel),
    })
    expect(res.status).toBe(200)
    const expected = createHmac('sha256', host.pusher.secret)
      .update(`123.456:${channel}`)
      .digest('hex')
    expect(res.body).toEqual({ auth: `${host.pusher.key}:${expected}` })
  })

  it('reads the form body pusher-js sends and needs no CSRF token', async () => {
    const { host, router, user } = await setup()
    const { cookies } = await loginAs(host, user.id)
    const body = new URLSearchParams(authBody('1.2', `private-App.Models.User.${user.id}`))
    const request = new Request('http://api.test/api/broadcasting/auth', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    })
    const res = await handle(host, router, request, cookies)
    expect(res.status).toBe(200)
  })

  it.each([
    [
      'another user’s channel',
      (_: number, other: number) => authBody('1.2', `private-App.Models.User.${other}`),
    ],
    ['an unknown channel', () => authBody('1.2', 'private-admin')],
    ['a public channel', () => authBody('1.2', 'news')],
    ['no channel', () => ({ socket_id: '1.2' })],
    ['a malformed socket id', (own: number) => authBody('abc', `private-App.Models.User.${own}`)],
  ])('answers 403 {message: ""} for %s', async (_label, body) => {
    const { host, router, user, other } = await setup()
    const { cookies } = await loginAs(host, user.id)
    const res = await call(host, router, 'POST', '/api/broadcasting/auth', {
      cookies,
      json: body(user.id, other.id),
    })
    expect(res).toEqual({ status: 403, body: { message: '' } })
  })

  it('answers 403 without a logged-in session', async () => {
    const { host, router, user } = await setup()
    const channel = `private-App.Models.User.${user.id}`
    const guest = await loginAs(host, null)
    for (const cookies of [{}, guest.cookies]) {
      const res = await call(host, router, 'POST', '/api/broadcasting/auth', {
        cookies,
        json: authBody('1.2', channel),
      })
      expect(res).toEqual({ status: 403, body: { message: '' } })
    }
  })
})
