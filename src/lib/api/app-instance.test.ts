// @vitest-environment dom
import { http as mock, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setConfigForTests } from '@/lib/config'
import { http, setUnauthorisedHandler } from './http'

const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  setUnauthorisedHandler(null)
  setConfigForTests(null)
})
afterAll(() => server.close())

describe('the app instance', () => {
  it('sends requests to config.apiUrl', async () => {
    setConfigForTests({ apiUrl: 'https://tenant.example.com/' })
    server.use(mock.get('https://tenant.example.com/api/user', () => HttpResponse.json({ id: 1 })))
    const response = await http.get('/api/user')
    expect(response.data).toEqual({ id: 1 })
  })

  it('uses the pluggable unauthorised handler', async () => {
    setConfigForTests({ apiUrl: 'https://tenant.example.com' })
    server.use(
      mock.get('https://tenant.example.com/api/user', () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    )
    const handler = vi.fn()
    setUnauthorisedHandler(handler)
    await expect(http.get('/api/user')).rejects.toMatchObject({ response: { status: 401 } })
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('fails loudly when config was never loaded', async () => {
    await expect(http.get('/api/user')).rejects.toThrow(/Config not loaded/)
  })
})
