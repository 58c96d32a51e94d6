import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signChannel, verifyChannelAuth } from './sign'

describe('signChannel', () => {
  it('matches the worked example of Pusher’s auth-signature docs', async () => {
    const sig = await signChannel('7ad3773142a6692b25b8', '1234.1234', 'private-foobar')
    expect(sig).toBe('58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4')
  })

  it('appends channel_data for presence channels', async () => {
    const data = '{"user_id":10,"user_info":{"name":"Mr. Channels"}}'
    const expected = createHmac('sha256', 's').update(`1.2:presence-foobar:${data}`).digest('hex')
    expect(await signChannel('s', '1.2', 'presence-foobar', data)).toBe(expected)
  })

  it('verifies key:signature and nothing else', async () => {
    const creds = { key: 'k', secret: 's' }
    const good = `k:${await signChannel('s', '1.2', 'private-x')}`
    expect(await verifyChannelAuth(creds, '1.2', 'private-x', good)).toBe(true)
    expect(await verifyChannelAuth(creds, '1.2', 'private-y', good)).toBe(false)
    expect(await verifyChannelAuth(creds, '1.2', 'private-x', good.slice(0, -1))).toBe(false)
    expect(await verifyChannelAuth(creds, '1.2', 'private-x', undefined)).toBe(false)
  })
})
