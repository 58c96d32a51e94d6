import { describe, expect, it, vi } from 'vitest'
import { addUser, call, makeTestHost } from '../realtime/test-host'
import { BROADCAST_NOTIFICATION_EVENT, notificationsTable } from '../host/notify'
import { registerMockNotify } from './mock-notify'

async function setup() {
  const t = makeTestHost()
  registerMockNotify(t.router)
  const user = await addUser(t.host, 5, 'Investor@Example.com')
  const send = (json: unknown) => call(t.host, t.router, 'POST', '/__mock/notify', { json })
  return { ...t, user, send }
}

describe('POST /__mock/notify', () => {
  it('creates and pushes a notification for a user found by email', async () => {
    const { hub, user, send } = await setup()
    const publish = vi.spyOn(hub, 'publish')
    const res = await send({
      email: 'investor@example.com',
      message: 'Hello',
      icon: 'update_reports',
      cta: '/investor/news',
    })
    expect(res.status).toBe(201)
    const data = (res.body as { data: { id: string; notifiable_id: number } }).data
    expect(data).toMatchObject({
      notifiable_id: user.id,
      data: { message: 'Hello', icon: 'update_reports', cta: '/investor/news' },
    })
    expect(publish).toHaveBeenCalledWith(
      `private-App.Models.User.${user.id}`,
      BROADCAST_NOTIFICATION_EVENT,
      expect.objectContaining({ id: data.id, message: 'Hello' }),
    )
  })

  it('finds the user by user_id and needs no session or CSRF token', async () => {
    const { host, user, send } = await setup()
    const res = await send({ user_id: user.id, message: 'Hi' })
    expect(res.status).toBe(201)
    expect(notificationsTable(host).count()).toBe(1)
  })

  it.each([
    [{ message: 'x' }, { email: ['The email field is required when user id is not present.'] }],
    [{ email: 'nobody@example.com', message: 'x' }, { email: ['The selected email is invalid.'] }],
    [{ user_id: 999, message: 'x' }, { user_id: ['The selected user id is invalid.'] }],
  ])('answers 422 when no user is found: %j', async (body, errors) => {
    const { send } = await setup()
    const res = await send(body)
    expect(res).toEqual({ status: 422, body: { message: Object.values(errors)[0][0], errors } })
  })

  it('answers 422 without a message', async () => {
    const { send, user } = await setup()
    const res = await send({ user_id: user.id, message: '  ' })
    expect(res).toEqual({
      status: 422,
      body: {
        message: 'The message field is required.',
        errors: { message: ['The message field is required.'] },
      },
    })
  })
})
