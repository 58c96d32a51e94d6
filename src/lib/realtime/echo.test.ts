import { describe, expect, it, vi } from 'vitest'
import type { AxiosInstance } from 'axios'
import { axiosAuthorizer, MOCK_WS_HOST, socketOptions } from './options'

type Post = Pick<AxiosInstance, 'post'>
// pusher-js' Channel type carries the whole client; the authorizer only reads `name`.
const channel = { name: 'private-App.Models.User.7' } as Parameters<
  ReturnType<typeof axiosAuthorizer>
>[0]
const authorizerOptions = { authTransport: 'ajax' as const, authEndpoint: '' }

describe('socketOptions', () => {
  it('points mock mode at a fake host over plain ws', () => {
    expect(socketOptions({ apiMode: 'mock', pusherKey: 'k' })).toEqual({
      wsHost: MOCK_WS_HOST,
      wsPort: 80,
      wssPort: 443,
      forceTLS: false,
    })
  })

  it('uses a configured self-hosted server, TLS unless told otherwise', () => {
    const base = { apiMode: 'live', pusherKey: 'k', pusherHost: 'reverb.example.com' }
    expect(socketOptions({ ...base, pusherPort: 8080 })).toEqual({
      wsHost: 'reverb.example.com',
      wsPort: 8080,
      wssPort: 8080,
      forceTLS: true,
    })
    expect(socketOptions({ ...base, pusherPort: '8787', pusherTLS: 'false' })).toMatchObject({
      wsPort: 8787,
      forceTLS: false,
    })
  })

  it('leaves Pusher’s own hosts alone in live mode without pusherHost', () => {
    expect(socketOptions({ apiMode: 'live', pusherKey: 'k' })).toEqual({})
  })
})

describe('axiosAuthorizer', () => {
  it('posts socket_id and channel_name through the app’s axios instance', async () => {
    const post = vi.fn().mockResolvedValue({ data: { auth: 'k:sig' } })
    const callback = vi.fn()
    axiosAuthorizer({ post } as unknown as Post)(channel, authorizerOptions).authorize(
      '1.2',
      callback,
    )
    await vi.waitFor(() => expect(callback).toHaveBeenCalled())
    expect(post).toHaveBeenCalledWith('/api/broadcasting/auth', {
      socket_id: '1.2',
      channel_name: 'private-App.Models.User.7',
    })
    expect(callback).toHaveBeenCalledWith(null, { auth: 'k:sig' })
  })

  it('reports a failed request as an Error', async () => {
    const post = vi.fn().mockRejectedValue(new Error('Request failed with status code 403'))
    const callback = vi.fn()
    axiosAuthorizer({ post } as unknown as Post)(channel, authorizerOptions).authorize(
      '1.2',
      callback,
    )
    await vi.waitFor(() => expect(callback).toHaveBeenCalled())
    expect(callback.mock.calls[0][0]).toBeInstanceOf(Error)
    expect(callback.mock.calls[0][1]).toBeNull()
  })
})
