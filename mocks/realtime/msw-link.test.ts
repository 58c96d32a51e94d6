import { describe, expect, it } from 'vitest'
import { PusherHub } from './pusher-hub'
import { pusherSocketHandlers } from './msw-link'

describe('the Pusher socket handler', () => {
  const [handler] = pusherSocketHandlers(new PusherHub({ key: 'mock-key', secret: 's' }))

  // A browser's URL parser rewrites a wildcard host ("*" -> "%2A"): the pattern must not
  // depend on it, so it is checked here with a base URL, as the page resolves it.
  it.each([
    'ws://ws-mock.pusher.local/app/mock-key?protocol=7&client=js&version=8.6.0',
    'wss://ws-mock.pusher.local:443/app/mock-key?protocol=7',
    'ws://127.0.0.1:6001/app/mock-key',
  ])('takes the connection to %s', (url) => {
    expect(handler.test(url, { baseUrl: 'http://127.0.0.1:4173/investor' })).toBe(true)
  })

  it('leaves other sockets alone', () => {
    expect(handler.test('ws://example.com/socket', { baseUrl: 'http://127.0.0.1:4173/' })).toBe(
      false,
    )
  })
})
